import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERROR } from '../../contract/messages';
import { isRetryableTransactionError } from '../db/transaction';
import { HttpError } from '../http-error';

// One place turns every failure into JSON `{ message }`: bad input is a 4xx, a database outage a 503,
// and nothing else ever shows a stack trace to the client.

/** PostgreSQL error classes that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|is not queryable|timeout exceeded when trying to connect|database system is (starting up|shutting down)/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Database refusals that can only come from input the service did not catch: still the client's fault. */
function databaseInputError(error: unknown): { status: number; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505') return { status: 409, message: API_ERROR.alreadyExists };
    if (code === '23503') return { status: 409, message: API_ERROR.relatedMissing };
    // 22021: a NUL byte or other text PostgreSQL cannot store, e.g. %00 in a query string.
    if (['23514', '23502', '22P02', '22003', '22001', '22021', '22P05'].includes(String(code))) {
      return { status: 400, message: API_ERROR.validation };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: API_ERROR.validation,
  401: API_ERROR.unauthenticated,
  403: API_ERROR.forbidden,
  404: API_ERROR.notFound,
  413: API_ERROR.bodyTooLarge,
  415: API_ERROR.unsupportedMediaType,
  429: API_ERROR.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', '1');
      return reply.status(error.statusCode).send({ ...error.body, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const message = Object.values(errors)[0] ?? API_ERROR.validation;
      // A path that names something which cannot exist (a malformed id) is "not found", like an unknown one.
      if (error.validationContext === 'params') return reply.status(404).send({ message });
      return reply.status(400).send({ message, errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: API_ERROR.serviceUnavailable });
    }
    // A deadlock or serialization failure outside inTransaction (which retries them): retrying is safe.
    if (isRetryableTransactionError(error)) {
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(503).header('retry-after', '1').send({ message: API_ERROR.busy });
    }
    const inputError = databaseInputError(error);
    if (inputError) {
      request.log.info({ err: error }, 'database refused input');
      return reply.status(inputError.status).send({ message: inputError.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? API_ERROR.badJson
          : (STATUS_MESSAGES[status] ?? API_ERROR.validation);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: API_ERROR.internal });
  });
}

import type { ApiError } from '../../contract/api-error';
import { API_ERROR } from '../../contract/messages';
import { inShoppersLanguage } from './language/server-text';

const API_BASE = '/api';

/** A failed call: the HTTP status (0 when the network failed), the message to show and per-field errors. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** The whole JSON body of the answer, for errors that carry more (e.g. the fresh prices of a 409). */
  readonly body: unknown;

  constructor(status: number, message: string, errors?: Record<string, string>, body?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/**
 * The message to show for a failed call: the server's own (or the call's fallback when the network failed), else
 * the screen's fallback. Only an API answer's text is shown: a fault in the page's own code never reaches a shopper.
 * The server writes English; a Hindi page shows the catalog's Hindi for the sentences it has (docs/decisions/0065).
 */
export function messageOf(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.message ? inShoppersLanguage(error.message) : fallback;
}

interface RequestOptions {
  /** Shown when the server gives no message of its own (docs/product.md section 8). */
  fallback?: string;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// A hand-written guard instead of ApiErrorSchema keeps zod out of the first download.
function readApiError(data: unknown): Partial<ApiError> {
  if (typeof data !== 'object' || data === null) return {};
  const { message, errors } = data as Record<string, unknown>;
  const result: Partial<ApiError> = {};
  if (typeof message === 'string' && message.trim() !== '') result.message = message;
  if (typeof errors === 'object' && errors !== null) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, text] of Object.entries(errors))
      if (typeof text === 'string') fieldErrors[field] = text;
    result.errors = fieldErrors;
  }
  return result;
}

/** A record's texts in the shopper's language; the record itself when none changes (every English page). */
function textsInShoppersLanguage(
  record: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of keys) {
    const text = record[key];
    if (typeof text !== 'string') continue;
    const shown = inShoppersLanguage(text);
    if (shown !== text) (copy ??= { ...record })[key] = shown;
  }
  return copy ?? record;
}

/**
 * The server's own words in an answer (its `message`, its field `errors`) in the shopper's language, so that every
 * screen shows them so, whether it reads them through messageOf or not. The rest of the answer is untouched.
 */
function inShoppersWords(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const answer = data as Record<string, unknown>;
  const { errors } = answer;
  const words = textsInShoppersLanguage(answer, ['message']);
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return words;
  const fieldErrors = errors as Record<string, unknown>;
  const shownErrors = textsInShoppersLanguage(fieldErrors, Object.keys(fieldErrors));
  return shownErrors === errors ? words : { ...words, errors: shownErrors };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    return undefined;
  }
  return inShoppersWords(data);
}

/** Sends one call under /api with the session cookie; a failed network is an ApiRequestError with status 0. */
async function send(method: Method, path: string, body: unknown, options: RequestOptions, accept: string) {
  const headers: Record<string, string> = { ...options.headers, accept };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, options.fallback ?? inShoppersLanguage(API_ERROR.serviceUnavailable));
  }
}

/** The error of a refused call, with the server's message and field errors when its answer has them. */
function refusal(response: Response, data: unknown, options: RequestOptions): ApiRequestError {
  const { message, errors } = readApiError(data);
  return new ApiRequestError(
    response.status,
    message ?? options.fallback ?? inShoppersLanguage(API_ERROR.internal),
    errors,
    data,
  );
}

/** Calls the API under /api with the session cookie; JSON in and out (FormData is sent as multipart). */
async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options, 'application/json');
  const data = await readBody(response);
  if (!response.ok) throw refusal(response, data, options);
  if (data === undefined && response.status !== 204) {
    // A 2xx that is not JSON is not our API (e.g. a static page answered instead).
    throw new ApiRequestError(response.status, options.fallback ?? inShoppersLanguage(API_ERROR.internal));
  }
  return data as T;
}

/**
 * Calls the API for a file it draws (a PDF): JSON in, the file out with the name the server gives it; a refusal
 * is JSON as for every call.
 */
export async function apiFile(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions & { accept: string },
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(method, path, body, options, `${options.accept}, application/json`);
  if (!response.ok) throw refusal(response, await readBody(response), options);
  if (!(response.headers.get('content-type') ?? '').startsWith(options.accept))
    throw new ApiRequestError(response.status, options.fallback ?? inShoppersLanguage(API_ERROR.internal));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, body, options),
};

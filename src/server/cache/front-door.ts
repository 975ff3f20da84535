import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { CatalogCache } from './catalog-cache';
import { logsAt } from '../plugins/lazy-request-logger';
import { cachedAnswer, cachedForUrl, type UrlKeys } from './http';

/**
 * The catalog's front door: a GET of a URL the catalog has answered before, while its cache entry is fresh, is
 * answered by the HTTP server itself, before Fastify routes it. Such a request needs nothing Fastify does: its query
 * was validated when the URL was first answered, catalog reads are public (no session), a cached answer is not
 * counted against any limit (rate-limit.ts), and nothing of it changes state. Through Fastify a cached read cost
 * about 26 µs of CPU; here about 15, what a bare hello-world costs (bench/README.md).
 *
 * It sends what the route would: the same status, body and headers (cachedAnswer), the API's security headers and
 * an X-Request-Id. Everything else (a new URL, a stale entry, another method, a server shutting down) goes to
 * Fastify.
 */
export interface FrontDoor {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  answer(request: http.IncomingMessage, response: http.ServerResponse): boolean;
  /** From now on every request goes to Fastify (which answers 503 while the server closes). */
  close(): void;
}

export function createFrontDoor(deps: {
  cache: CatalogCache;
  urlKeys: UrlKeys;
  /** The security headers of an API answer (security.ts). */
  securityHeaders: Record<string, string>;
  /** The request's id, as Fastify's genReqId gives it. */
  requestId: (request: http.IncomingMessage) => string;
  logger?: FastifyBaseLogger | undefined;
}): FrontDoor {
  let open = true;
  const securityHeaders = Object.entries(deps.securityHeaders).flat();
  const { logger } = deps;

  function answerFromCache(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (!open || request.method !== 'GET' || request.url === undefined) return false;
    const entry = cachedForUrl(deps.cache, deps.urlKeys, request.url);
    if (!entry) return false;
    // Timed only when it is logged: this is the shop's hottest path.
    const logging = logger !== undefined && logsAt(logger, 'info');
    const started = logging ? performance.now() : 0;
    const answer = cachedAnswer(entry.cached, entry.cacheControl, {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    });
    const requestId = deps.requestId(request);
    const headers = [...securityHeaders, ...answer.headers, 'x-request-id', requestId];
    if (answer.payload !== undefined)
      headers.push('content-length', String(Buffer.byteLength(answer.payload)));
    response.writeHead(answer.statusCode, headers);
    response.end(answer.payload);
    // Fastify logs a request it answers at info, in one line (plugins/one-line-request-log.ts); one answered here
    // is logged in the same shape, marked as answered from the cache.
    if (logging)
      logger.info(
        {
          reqId: requestId,
          req: { method: request.method, url: request.url },
          res: { statusCode: answer.statusCode },
          responseTime: performance.now() - started,
          fromCache: true,
        },
        'request completed',
      );
    return true;
  }

  return {
    answer(request, response) {
      // Outside Fastify nothing catches a throw: it would end the process. Fastify answers instead, if it still can.
      try {
        return answerFromCache(request, response);
      } catch (error) {
        logger?.warn({ err: error, url: request.url }, 'front door failed; the request goes to Fastify');
        if (!response.headersSent) return false;
        response.destroy();
        return true;
      }
    },
    close() {
      open = false;
    },
  };
}

/** Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts included), the door before Fastify. */
export function serverWithFrontDoor(frontDoor: FrontDoor): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!frontDoor.answer(request, response)) handler(request, response);
    });
    // As Fastify sets them on the server it makes (its options, defaults applied, are passed here).
    const timeouts = options as Pick<
      FastifyServerOptions,
      'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
    >;
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout ?? 0);
    if (timeouts.maxRequestsPerSocket) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
}

import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../contract/messages';
import type { Config } from '../config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Helmet's headers, worked out once. (Helmet is written as middleware; the Fastify adapter builds that middleware
 * again, CSP parsing and all, on every request, which cost a fifth of the time of a cached catalog answer.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/** Security headers with a strict Content-Security-Policy, and refusal of cross-site state changes. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' && config.publicUrl.startsWith('https://')
          ? { upgradeInsecureRequests: [] }
          : {}),
      },
    },
    // The shop embeds no cross-origin resources, so these stricter defaults cost nothing.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  const trustedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // Browsers always send Origin on cross-site POST/PUT/DELETE; a request without one is not a browser's.
    if (origin === undefined) return;
    const sameHost = origin === `${request.protocol}://${request.host}` || origin === trustedOrigin;
    if (!sameHost || request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.status(403).send({ message: API_ERROR.foreignOrigin });
    }
  });
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_ERROR } from '../../contract/messages';
import type { Config } from '../config';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers with a strict Content-Security-Policy, and refusal of cross-site state changes. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
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

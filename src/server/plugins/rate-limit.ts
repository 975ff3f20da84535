import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { API_ERROR } from '../../contract/messages';

// A generous per-IP ceiling for the whole API: many Indian mobile shoppers share one carrier IP,
// so the real limits are per account and per e-mail, set by the routes that need them.
export const PER_IP_LIMIT = { max: 1500, timeWindow: '15 minutes' } as const;

/**
 * A route's own limit per logged-in shopper (per IP only for a visitor), counted in the same store as the per-IP
 * limit (Redis when configured). Use in a route's `config: { rateLimit: perShopperLimit(...) }`; the session is
 * already known when it runs, since the plugin adds it after the app's own request hooks.
 */
export function perShopperLimit(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `shopper:${request.user.id}` : `ip:${request.ip}`,
  };
}

/** Orders placed or cancelled per shopper: far above any real shopper, far below a script. */
export const ORDER_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: PER_IP_LIMIT.max,
    timeWindow: PER_IP_LIMIT.timeWindow,
    ...(redis ? { redis, nameSpace: 'littlehope-rl-' } : {}),
    // Only the API is limited; the page, its assets and images are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: API_ERROR.tooManyRequests,
    }),
  });
}

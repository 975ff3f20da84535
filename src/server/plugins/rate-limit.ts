import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { API_ERROR } from '../../contract/messages';

// A generous per-IP ceiling for the whole API: many Indian mobile shoppers share one carrier IP,
// so the real limits are per account and per e-mail, set by the routes that need them.
export const PER_IP_LIMIT = { max: 1500, timeWindow: '15 minutes' } as const;

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

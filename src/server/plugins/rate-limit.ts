import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { API_ERROR } from '../../contract/messages';
import { tooManyRequests } from '../http-error';
import { isApiRoute } from './session';

/*
 * Rate limits for a shop in India, where Jio and Airtel put thousands of phones behind one address (carrier NAT).
 * Sizing and reasons: docs/decisions/0026-rate-limits-for-carrier-nat.md.
 *
 * - Per e-mail first (in the database, see modules/auth): failed logins, codes mailed, resets.
 * - Per account: every call of a logged-in shopper, and orders.
 * - Per address only where abuse is cheap for an attacker and costly for the shop: account calls (scrypt),
 *   calls that mail a code, orders; each sized so that a carrier address full of real shoppers stays far below.
 * - Visitors' calls share one ceiling per address, high enough that 200 shoppers behind one address browse freely;
 *   it only stops a scraper. A catalog read served from the cache costs the shop almost nothing and is not counted
 *   at all (routes marked `cachedRead`): only a read that reaches the database is (`limitCacheMiss`). Catalog reads
 *   do not read the session (they answer the same to everyone), so they meet a visitor's limits whoever asks: a
 *   scraper gains nothing by logging in, nor by logging out.
 *
 * Every limit is decided on the route Fastify matched (decoded, normalised), never on the raw URL: a
 * percent-encoded path that reaches a route meets that route's limits. Counts are shared through Redis when
 * REDIS_URL is set, so several instances enforce one limit.
 */

const FIFTEEN_MINUTES = 15 * 60 * 1000;

interface Limit {
  max: number;
  timeWindowMs: number;
  /** What is counted: the client's address, or the logged-in account (the address for a visitor). */
  per: 'address' | 'account';
}

export const RATE_LIMITS = {
  /** Every API call of one logged-in account: a shopper browsing busily makes a few hundred. */
  account: { max: 3000, timeWindowMs: FIFTEEN_MINUTES, per: 'account' },
  /** Every API call without a session from one address: 200 busy shoppers make about 72,000. */
  visitorAddress: { max: 150_000, timeWindowMs: FIFTEEN_MINUTES, per: 'address' },
  /** Login, registration, codes and reset from one address (each may cost an scrypt hash). */
  authAddress: { max: 300, timeWindowMs: FIFTEEN_MINUTES, per: 'address' },
  /** Calls that may mail a code, from one address. */
  otpMailAddress: { max: 100, timeWindowMs: FIFTEEN_MINUTES, per: 'address' },
  /** Orders placed or cancelled from one address. */
  ordersAddress: { max: 300, timeWindowMs: FIFTEEN_MINUTES, per: 'address' },
  /** Orders placed by one shopper: far above any real shopper, far below a script. */
  ordersAccount: { max: 20, timeWindowMs: 10 * 60 * 1000, per: 'account' },
  /** Orders cancelled by one shopper, counted apart so that cancelling never blocks the next order. */
  cancelsAccount: { max: 20, timeWindowMs: 10 * 60 * 1000, per: 'account' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limits of this route, on top of the per-account or per-visitor-address ceiling every API call has. */
    limits?: LimitName[];
    /**
     * Answered from the catalog cache, the same to everyone: the session is not read (plugins/session.ts), and the
     * call meets the visitor's address ceiling only on a cache miss, through `limitCacheMiss`, so the limiter store
     * does no work for the reads that cost nothing.
     */
    cachedRead?: boolean;
  }
  interface FastifyInstance {
    /** For a `cachedRead` route about to reach the database: the visitor's address ceiling (throws a 429 past it). */
    limitCacheMiss(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not close the shop: the limits counted in the database (per e-mail) still hold.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'littlehope-rl-' } : {}),
  });

  const checks = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, limit]): [string, Check] => [
      name,
      app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindowMs,
        // Room for many addresses in the in-memory store (Redis keeps every key until its window ends).
        cache: 100_000,
        keyGenerator: (request: FastifyRequest) =>
          limit.per === 'account' && request.user
            ? `${name}:u:${request.user.id}`
            : `${name}:ip:${request.ip}`,
      } as Parameters<FastifyInstance['createRateLimit']>[0]),
    ]),
  ) as Record<LimitName, Check>;

  /** Checks the named limits; throws a 429 (with `retry-after`) when one is exceeded. */
  async function enforce(request: FastifyRequest, reply: FastifyReply, names: LimitName[]): Promise<void> {
    let retryAfter = 0;
    let tightest: { max: number; remaining: number } | undefined;
    for (const name of names) {
      const result = await checks[name](request);
      if (result.isAllowed) continue;
      if (result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      if (!tightest || result.remaining < tightest.remaining) tightest = result;
    }
    // The limit closest to refusing this client, so a well-behaved client can slow down in time.
    if (tightest) {
      reply.header('x-ratelimit-limit', String(tightest.max));
      reply.header('x-ratelimit-remaining', String(tightest.remaining));
    }
    if (retryAfter === 0) return;
    reply.header('retry-after', String(retryAfter));
    throw tooManyRequests(API_ERROR.tooManyRequests);
  }

  app.decorate('limitCacheMiss', (request: FastifyRequest, reply: FastifyReply) =>
    enforce(request, reply, ['visitorAddress']),
  );

  // After the session hook (registered earlier), so that a logged-in shopper is counted per account.
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    // `rateLimit: false`: the health check a load balancer polls.
    if (!isApiRoute(request) || config.rateLimit === false) return;
    // A catalog read has no user (the session is not read for it) and is counted on a cache miss only.
    const ceiling: LimitName[] = config.cachedRead ? [] : request.user ? ['account'] : ['visitorAddress'];
    const names = [...ceiling, ...(config.limits ?? [])];
    if (names.length > 0) await enforce(request, reply, names);
  });
}

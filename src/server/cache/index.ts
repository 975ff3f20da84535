import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createCatalogCache, newInstanceId, type CatalogCache, type InvalidationBus } from './catalog-cache';
import { pgInvalidationBus } from './pg-bus';
import { redisInvalidationBus } from './redis-bus';

export type { CatalogCache } from './catalog-cache';

/**
 * The app's catalog cache and how it hears about other instances' changes: Redis pub/sub when REDIS_URL is set,
 * else PostgreSQL LISTEN/NOTIFY on PostgreSQL; the embedded PGlite is one process, so local invalidation suffices.
 */
export async function openCatalogCache(
  deps: { config: Config; database: Database; redis?: Redis | undefined },
  logger?: FastifyBaseLogger,
): Promise<CatalogCache> {
  const instanceId = newInstanceId();
  const onError = (error: unknown) =>
    logger?.warn({ reason: (error as Error)?.message }, 'catalog cache invalidation channel');
  let bus: InvalidationBus | undefined;
  const connectionString = deps.database.pool?.options.connectionString ?? deps.config.databaseUrl;
  if (deps.redis) bus = redisInvalidationBus(deps.redis, instanceId);
  else if (deps.database.pool && connectionString)
    bus = pgInvalidationBus({
      connectionString,
      pool: deps.database.pool,
      instanceId,
      onError,
    });
  return createCatalogCache({ bus, onBusError: onError });
}

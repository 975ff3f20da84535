import type { Redis } from 'ioredis';
import type { InvalidationBus } from './catalog-cache';
import { CATALOG_CHANNEL } from './pg-bus';

/**
 * Redis pub/sub, for deployments where REDIS_URL is set (e.g. PostgreSQL behind a transaction-mode pooler, where
 * LISTEN does not work). Subscribing needs its own connection; ioredis re-subscribes after reconnecting, and the
 * local cache is dropped whenever the subscriber reconnects, since messages sent meanwhile are lost.
 */
export function redisInvalidationBus(redis: Redis, instanceId: string): InvalidationBus {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  return {
    async publish() {
      await redis.publish(CATALOG_CHANNEL, instanceId);
    },
    async subscribe(onMessage) {
      subscriber.on('error', () => undefined);
      subscriber.on('message', (channel, payload) => {
        if (channel === CATALOG_CHANNEL && payload !== instanceId) onMessage();
      });
      let first = true;
      subscriber.on('ready', () => {
        if (!first) onMessage();
        first = false;
      });
      await subscriber.subscribe(CATALOG_CHANNEL);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

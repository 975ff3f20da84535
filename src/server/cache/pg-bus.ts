import pg from 'pg';
import type { InvalidationBus } from './catalog-cache';

/** The channel carries the sending instance's id; every instance drops its catalog cache on a message. */
export const CATALOG_CHANNEL = 'littlehope_catalog_changed';

interface PgBusOptions {
  connectionString: string;
  instanceId: string;
  /** Runs queries for NOTIFY (the app's pool). */
  pool: pg.Pool;
  onError?: (error: unknown) => void;
  /** First reconnect delay; doubles up to 10 s. */
  retryMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled one would miss notifications). When that
 * connection drops it reconnects with back-off, and drops the local cache at once, since messages sent meanwhile
 * are lost.
 */
interface PgInvalidationBus extends InvalidationBus {
  /** The listening connection's server process id (tests end it to check reconnecting). */
  listenerPid(): number | undefined;
}

export function pgInvalidationBus(options: PgBusOptions): PgInvalidationBus {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = options.retryMs ?? 250;
  let onMessage: () => void = () => undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    const lost = (error?: unknown) => {
      if (error) options.onError?.(error);
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (closed) return;
      onMessage();
      timer = setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, 10_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload !== options.instanceId) onMessage();
    });
    await next.connect();
    await next.query(`listen ${CATALOG_CHANNEL}`);
    if (closed) {
      // Closed while this connection was being made: nothing may keep listening (or keep the process alive).
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = options.retryMs ?? 250;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
      onMessage();
    } catch (error) {
      options.onError?.(error);
      timer = setTimeout(() => void reconnect(), delay);
      delay = Math.min(delay * 2, 10_000);
    }
  }

  return {
    async publish() {
      await options.pool.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, options.instanceId]);
    },
    async subscribe(handler) {
      onMessage = handler;
      try {
        await connect();
      } catch (error) {
        // The database may be starting; keep trying in the background rather than refusing to start.
        options.onError?.(error);
        timer = setTimeout(() => void reconnect(), delay);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
    listenerPid: () => (client as unknown as { processID?: number } | undefined)?.processID,
  };
}

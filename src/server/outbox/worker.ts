import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxEvents } from '../db/schema';
import type { OutboxEventPayloads, OutboxEventType } from './events';
import { onOutboxWritten } from './outbox';

// The one place where side effects of committed changes happen. Any instance may run it: an event is claimed by
// pushing its available_at past a lease (rows taken with FOR UPDATE SKIP LOCKED, so two workers never claim the
// same event), then its handlers run outside any transaction. A failed handler is retried with exponential backoff
// for two days; handlers that already succeeded are not run again. A crash mid-delivery only means the lease
// runs out and another worker (or this one after the restart) delivers it: handlers must tolerate a repeat.

export interface OutboxHandler<T extends OutboxEventType = OutboxEventType> {
  event: T;
  /** Stable and unique per event type: recorded in outbox_events.handled once it succeeded. */
  name: string;
  handle(payload: OutboxEventPayloads[T]): Promise<void>;
}

/** Lets a module list handlers of several event types in one array, each checked against its own payload. */
export function handler<T extends OutboxEventType>(h: OutboxHandler<T>): OutboxHandler {
  return h as unknown as OutboxHandler;
}

export interface OutboxWorker {
  start(): void;
  /** Waits for the delivery under way, then stops. */
  stop(): Promise<void>;
  /** Delivers what is due now, repeatedly, until nothing is left (tests, shutdown of a one-off script). */
  drain(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: OutboxHandler[];
  now: () => Date;
  logger?: FastifyBaseLogger | undefined;
  /** How often due events are looked for without being woken (retries, other instances' events). */
  pollMs?: number;
}

const BATCH_SIZE = 20;
/** How long a claimed event is hidden from other workers; longer than any handler may take (SMTP timeouts). */
const LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Events still failing after this long are set aside as failed, with their last error. */
export const RETRY_WINDOW_MS = 48 * 60 * 60_000;

/** 15 s, 30 s, 1 min ... up to an hour between attempts, each shortened by up to a half at random. */
export function retryDelayMs(attempts: number): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(ceiling * (0.5 + Math.random() * 0.5));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, now, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const handlersOf = new Map<string, OutboxHandler[]>();
  for (const h of options.handlers) handlersOf.set(h.event, [...(handlersOf.get(h.event) ?? []), h]);

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = true;

  async function claimDue() {
    const due = db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(
        and(
          isNull(outboxEvents.deliveredAt),
          isNull(outboxEvents.failedAt),
          lte(outboxEvents.availableAt, sql`greatest(now(), ${now().toISOString()}::timestamptz)`),
        ),
      )
      .orderBy(asc(outboxEvents.availableAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEvents)
      .set({ attempts: sql`${outboxEvents.attempts} + 1`, availableAt: new Date(now().getTime() + LEASE_MS) })
      .where(inArray(outboxEvents.id, due))
      .returning();
  }

  async function deliver(event: typeof outboxEvents.$inferSelect): Promise<void> {
    const handled = new Set(event.handled);
    let failure: unknown;
    for (const h of handlersOf.get(event.type) ?? []) {
      if (handled.has(h.name)) continue;
      try {
        await h.handle(event.payload as never);
        handled.add(h.name);
      } catch (error) {
        failure ??= error;
        logger?.warn(
          { err: error, eventId: event.id, type: event.type, handler: h.name },
          'outbox handler failed',
        );
      }
    }
    const at = now();
    if (failure === undefined) {
      await db
        .update(outboxEvents)
        .set({ handled: [...handled], deliveredAt: at, lastError: null })
        .where(eq(outboxEvents.id, event.id));
      return;
    }
    const givingUp = at.getTime() - event.createdAt.getTime() > RETRY_WINDOW_MS;
    if (givingUp) logger?.error({ eventId: event.id, type: event.type }, 'outbox event failed for good');
    await db
      .update(outboxEvents)
      .set({
        handled: [...handled],
        lastError: String((failure as Error)?.message ?? failure).slice(0, 500),
        availableAt: new Date(at.getTime() + retryDelayMs(event.attempts)),
        ...(givingUp ? { failedAt: at } : {}),
      })
      .where(eq(outboxEvents.id, event.id));
  }

  /** Delivers batches until none is due. */
  async function pass(): Promise<void> {
    for (;;) {
      const batch = await claimDue();
      for (const event of batch) await deliver(event);
      if (batch.length < BATCH_SIZE) return;
    }
  }

  function run(): Promise<void> {
    if (running) {
      wokenWhileRunning = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          wokenWhileRunning = false;
          await pass();
        } while (wokenWhileRunning && !stopped);
      } catch (error) {
        // The database may be down: the next poll tries again.
        logger?.warn({ err: error }, 'outbox worker pass failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    start() {
      stopped = false;
      unsubscribe = onOutboxWritten(() => {
        if (!stopped) void run();
      });
      timer = setInterval(() => void run(), pollMs);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearInterval(timer);
      await running;
    },
    async drain() {
      // A pass already under way may have claimed before the latest commit: run until a pass finds nothing.
      await running;
      await run();
    },
  };
}

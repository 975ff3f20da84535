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
  /**
   * Its effect does not depend on the payload (dropping a cache): run once for all the events of its type in a
   * batch, with the first one's payload, rather than once per event.
   */
  coalesce?: boolean;
}

/** Lets a module list handlers of several event types in one array, each checked against its own payload. */
export function handler<T extends OutboxEventType>(h: OutboxHandler<T>): OutboxHandler {
  return h as unknown as OutboxHandler;
}

type ClaimedEvent = typeof outboxEvents.$inferSelect;

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

  /**
   * Runs the handlers of a claimed batch: a coalescing handler once for all its events, the others per event.
   * Returns, per event, what it has handled now and the first failure.
   */
  async function runHandlers(batch: ClaimedEvent[]) {
    const outcome = new Map(
      batch.map((event) => [event.id, { handled: new Set(event.handled), failure: undefined as unknown }]),
    );
    const run = async (h: OutboxHandler, events: ClaimedEvent[]) => {
      const pending = events.filter((event) => !outcome.get(event.id)!.handled.has(h.name));
      if (pending.length === 0) return;
      try {
        await h.handle(pending[0]!.payload as never);
        for (const event of pending) outcome.get(event.id)!.handled.add(h.name);
      } catch (error) {
        for (const event of pending) outcome.get(event.id)!.failure ??= error;
        logger?.warn(
          { err: error, eventId: pending[0]!.id, type: h.event, handler: h.name },
          'outbox handler failed',
        );
      }
    };
    for (const [type, handlers] of handlersOf) {
      const ofType = batch.filter((event) => event.type === type);
      for (const h of handlers) {
        if (h.coalesce) await run(h, ofType);
        else for (const event of ofType) await run(h, [event]);
      }
    }
    return outcome;
  }

  /** Records a batch's outcome: every event delivered in full in one statement, each failure on its own. */
  async function record(batch: ClaimedEvent[], outcome: Awaited<ReturnType<typeof runHandlers>>) {
    const at = now();
    const delivered = batch.filter((event) => outcome.get(event.id)!.failure === undefined);
    for (const type of new Set(delivered.map((event) => event.type))) {
      await db
        .update(outboxEvents)
        .set({ handled: (handlersOf.get(type) ?? []).map((h) => h.name), deliveredAt: at, lastError: null })
        .where(
          inArray(
            outboxEvents.id,
            delivered.filter((event) => event.type === type).map((event) => event.id),
          ),
        );
    }
    for (const event of batch) {
      const { handled, failure } = outcome.get(event.id)!;
      if (failure === undefined) continue;
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
  }

  /** Delivers batches until none is due. */
  async function pass(): Promise<void> {
    for (;;) {
      const batch = await claimDue();
      if (batch.length > 0) await record(batch, await runHandlers(batch));
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

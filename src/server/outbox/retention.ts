import { inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxEvents } from '../db/schema';
import { runPeriodically } from '../periodic';
import { DAY_MS } from '../../contract/dates';

// Every order, status change, return and product edit leaves an event in the outbox; once delivered it only tells
// what the shop did, for a while. Kept without end, the table grows with every order and the scans over it (the
// day's low-stock digest looks for its event by day) with it. Delivered events are dropped after OUTBOX_KEEP_DAYS;
// events that failed for good stay for the shop to look at. Every instance may run it: the deletes are idempotent.

/** How long a delivered event is kept: a month of "which mails went out", to answer a shopper's question. */
export const OUTBOX_KEEP_DAYS = 30;
/** Rows deleted by one statement, so that a first run over a long history never holds one long transaction. */
const BATCH = 5_000;
const INTERVAL_MS = 60 * 60_000;

/** A batch of events delivered before `cutoff`, found on outbox_events_delivered_idx (outbox-plans.test.ts). */
export function deliveredBefore(db: Db, cutoff: Date, batch: number) {
  return db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(lt(outboxEvents.deliveredAt, cutoff))
    .limit(batch);
}

/** Deletes the events delivered more than OUTBOX_KEEP_DAYS before `now`; returns how many. */
export async function dropDeliveredEvents(db: Db, now: Date, batch = BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS);
  let dropped = 0;
  for (;;) {
    const old = deliveredBefore(db, cutoff, batch);
    const deleted = await db
      .delete(outboxEvents)
      .where(inArray(outboxEvents.id, old))
      .returning({ id: outboxEvents.id });
    dropped += deleted.length;
    if (deleted.length < batch) return dropped;
  }
}

/** Drops old delivered events at start and then every hour. */
export function startOutboxRetention(db: Db, now: () => Date, logger: FastifyBaseLogger): () => void {
  return runPeriodically(
    async () => {
      const dropped = await dropDeliveredEvents(db, now());
      if (dropped > 0) logger.info({ dropped }, 'outbox: delivered events dropped');
    },
    INTERVAL_MS,
    (error) => logger.warn({ err: error }, 'outbox retention failed'),
  );
}

import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../db/schema';
import { useTestApp } from '../test/harness';
import { handler, createOutboxWorker } from './worker';

// The worker delivers a claimed batch with as few statements as it can: a coalescing handler (a cache to drop) runs
// once for the batch, the others once per event; the events delivered in full are recorded together, and a failed
// one is retried later for the handlers it still lacks, and only those.

describe('outbox worker batches', () => {
  const t = useTestApp();
  const DAY = 24 * 60 * 60_000;

  it('runs a coalescing handler once a batch, the others per event, and retries only what failed', async () => {
    const db = t.database.db;
    // Due tomorrow, so that only this test's worker (its clock a day ahead) takes them, not the app's own.
    const later = new Date(Date.now() + DAY);
    const inserted = await db
      .insert(outboxEvents)
      .values(
        ['a', 'b', 'c'].map((orderId) => ({
          type: 'order.placed',
          payload: { orderId },
          availableAt: later,
        })),
      )
      .returning({ id: outboxEvents.id });
    const ids = inserted.map((row) => row.id);

    let clock = later.getTime() + 1_000;
    const dropped: string[] = [];
    const mailed: string[] = [];
    let failFor: string | undefined = 'b';
    const worker = createOutboxWorker({
      db,
      now: () => new Date(clock),
      handlers: [
        handler({
          event: 'order.placed',
          name: 'cache',
          coalesce: true,
          handle: async ({ orderId }) => void dropped.push(orderId),
        }),
        handler({
          event: 'order.placed',
          name: 'mail',
          handle: async ({ orderId }) => {
            if (orderId === failFor) throw new Error('SMTP down');
            mailed.push(orderId);
          },
        }),
      ],
    });

    await worker.drain();
    expect(dropped).toHaveLength(1);
    expect(mailed.sort()).toEqual(['a', 'c']);
    const rows = async () =>
      new Map(
        (await db.select().from(outboxEvents).where(inArray(outboxEvents.id, ids))).map((row) => [
          (row.payload as { orderId: string }).orderId,
          row,
        ]),
      );
    const first = await rows();
    expect(first.get('a')!.deliveredAt).not.toBeNull();
    expect(first.get('c')!.handled.sort()).toEqual(['cache', 'mail']);
    expect(first.get('b')!.deliveredAt).toBeNull();
    expect(first.get('b')!.handled).toEqual(['cache']);
    expect(first.get('b')!.lastError).toBe('SMTP down');

    // Past the retry delay, with SMTP back: only the mail of b runs again.
    failFor = undefined;
    clock += 60 * 60_000;
    await worker.drain();
    expect(dropped).toHaveLength(1);
    expect(mailed.sort()).toEqual(['a', 'b', 'c']);
    const second = await rows();
    expect(second.get('b')!.deliveredAt).not.toBeNull();
    expect(second.get('b')!.handled.sort()).toEqual(['cache', 'mail']);
  });
});

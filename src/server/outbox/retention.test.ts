import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../db/schema';
import { useTestApp } from '../test/harness';
import { dropDeliveredEvents, OUTBOX_KEEP_DAYS } from './retention';

// Delivered events go after OUTBOX_KEEP_DAYS; what is still to deliver, and what failed for good, stays.
describe('outbox retention', () => {
  const t = useTestApp();
  const DAY = 24 * 60 * 60_000;

  it('drops events delivered more than a month ago, in batches, and keeps every other', async () => {
    const db = t.database.db;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    // Not due for months, so that the app's own worker leaves the undelivered ones alone.
    const notDue = new Date(now.getTime() + 100 * DAY);
    const event = (label: string, fields: Partial<typeof outboxEvents.$inferInsert>) => ({
      type: 'catalog.changed',
      payload: { productId: label },
      availableAt: notDue,
      createdAt: daysAgo(OUTBOX_KEEP_DAYS + 10),
      ...fields,
    });
    await db
      .insert(outboxEvents)
      .values([
        event('old-1', { deliveredAt: daysAgo(OUTBOX_KEEP_DAYS + 1) }),
        event('old-2', { deliveredAt: daysAgo(OUTBOX_KEEP_DAYS + 5) }),
        event('old-3', { deliveredAt: daysAgo(OUTBOX_KEEP_DAYS + 9) }),
        event('recent', { deliveredAt: daysAgo(OUTBOX_KEEP_DAYS - 1) }),
        event('still-to-deliver', {}),
        event('failed', { failedAt: daysAgo(OUTBOX_KEEP_DAYS + 8), lastError: 'SMTP down' }),
      ]);

    // Two a statement: the three old ones take two.
    expect(await dropDeliveredEvents(db, now, 2)).toBe(3);
    const left = await db.select({ payload: outboxEvents.payload }).from(outboxEvents);
    expect(left.map((row) => row.payload.productId).sort()).toEqual(['failed', 'recent', 'still-to-deliver']);
    expect(await dropDeliveredEvents(db, now)).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_MAIL } from '../../../contract/messages/mails';
import { outboxEvents } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { scheduleLowStockDigest } from './low-stock-digest';

// The admins' daily low-stock e-mail: written once a day to the outbox (whatever the number of instances and
// ticks), from 09:00 IST, only when something is low, and sent to every admin by the outbox worker.

/** An instant given as IST wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('daily low-stock digest', () => {
  const t = useTestApp();

  it('is written once a day from 09:00 IST when a size is low, and mailed to the admins', async () => {
    const db = t.database.db;
    const threshold = t.config.lowStockThreshold;
    const digests = async () =>
      db.select().from(outboxEvents).where(eq(outboxEvents.type, 'stock.low-digest'));
    const { user: admin } = await loggedIn(t, 'admin');

    // Nothing low yet: no digest.
    await createProduct(db, { name: 'Plenty Frock', stock: { '4-5 y': 50 } });
    expect(await scheduleLowStockDigest(db, ist('2026-11-20T10:00:00'), threshold)).toBe(false);

    await createProduct(db, { name: 'Mango Frock', stock: { '4-5 y': 0, '6-7 y': 2 } });
    // A retired product's sizes are not to restock; the sizes Mango Frock is not offered in (absent) are not counted.
    await createProduct(db, { name: 'Retired Frock', stock: { '4-5 y': 1 }, status: 'archived' });
    // Too early in the day.
    expect(await scheduleLowStockDigest(db, ist('2026-11-21T08:59:00'), threshold)).toBe(false);
    // Several instances ticking at once, and again later that day: one digest.
    const ticks = await Promise.all(
      [0, 1, 2].map(() => scheduleLowStockDigest(db, ist('2026-11-21T09:05:00'), threshold)),
    );
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(await scheduleLowStockDigest(db, ist('2026-11-21T15:00:00'), threshold)).toBe(false);
    expect((await digests()).map((event) => event.payload)).toEqual([{ day: '2026-11-21' }]);
    // The next day gets its own.
    expect(await scheduleLowStockDigest(db, ist('2026-11-22T09:00:00'), threshold)).toBe(true);

    await t.app.outbox.drain();
    const mail = t.mailbox.lastTo(admin.email)!;
    expect(mail.subject).toBe(LOW_STOCK_MAIL.subject(2));
    expect(mail.text).toContain('Mango Frock (4-5 y): Sold out');
    expect(mail.text).toContain('Mango Frock (6-7 y): 2 left');
    expect(mail.text).not.toContain('Plenty Frock');
    expect(mail.text).not.toContain('Retired Frock');
    expect(mail.text.indexOf('4-5 y')).toBeLessThan(mail.text.indexOf('6-7 y'));
  });
});

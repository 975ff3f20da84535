import { sql, type SQLWrapper } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, istDayKey } from '../../contract/dates';
import type { DbOrTx } from '../db/client';
import { digestEventOf } from '../modules/stock-alerts/low-stock-digest';
import { useTestApp } from '../test/harness';
import { deliveredBefore, OUTBOX_KEEP_DAYS } from './retention';
import { dueEvents } from './worker';

// The outbox is read three ways: the worker claims what is due, retention finds what was delivered long ago, and
// the low-stock digest looks for the day's event before writing one. On a month of events each of them must use its
// own index, not read the table through (docs/decisions/0048-outbox-indexes-and-retention.md shows the plans).
describe('outbox query plans', () => {
  const t = useTestApp();

  async function planOf(db: DbOrTx, query: SQLWrapper): Promise<string> {
    const result = (await db.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  it('claims, prunes and finds the digest through their indexes on a month of events', async () => {
    const db = t.database.db;
    // A busy month as retention leaves it (it runs every hour): 30,000 events delivered over the last 31 days, one
    // digest a day, and a few still due (not before next year, so the app's own worker leaves them alone).
    await db.execute(sql`
      insert into outbox_events (type, payload, created_at, delivered_at, available_at)
      select 'order.placed', jsonb_build_object('orderId', i::text),
             now() - (i % 31) * interval '1 day', now() - (i % 31) * interval '1 day', now()
      from generate_series(1, 30000) as i`);
    await db.execute(sql`
      insert into outbox_events (type, payload, created_at, delivered_at, available_at)
      select 'stock.low-digest', jsonb_build_object('day', to_char(now() - i * interval '1 day', 'YYYY-MM-DD')),
             now() - i * interval '1 day', now() - i * interval '1 day', now()
      from generate_series(1, 31) as i`);
    await db.execute(sql`
      insert into outbox_events (type, payload, available_at)
      select 'catalog.changed', jsonb_build_object('productId', i::text), now() + interval '365 days'
      from generate_series(1, 20) as i`);
    await db.execute(sql`analyze outbox_events`);

    const plans = {
      claim: await planOf(db, dueEvents(db, new Date(), 20)),
      prune: await planOf(db, deliveredBefore(db, new Date(Date.now() - OUTBOX_KEEP_DAYS * DAY_MS), 5_000)),
      digest: await planOf(db, digestEventOf(db, istDayKey(new Date()))),
    };

    expect(plans.claim, plans.claim).toContain('outbox_events_pending_idx');
    expect(plans.prune, plans.prune).toContain('outbox_events_delivered_idx');
    expect(plans.digest, plans.digest).toContain('outbox_events_type_day_idx');
    for (const plan of Object.values(plans)) expect(plan, plan).not.toContain('Seq Scan');
  });
});

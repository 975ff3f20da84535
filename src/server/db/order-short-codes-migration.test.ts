import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows, useDatabaseBefore } from '../test/migration-steps';
import { runMigrations } from './migrate';

// Migration 0021_order_short_codes: an order's number (the id's last six characters) is kept unique from now on.
// Orders placed before keep what they showed: the earliest with each number keeps it, a later repeat stays without.

const MIGRATION = '0021_order_short_codes';

describe(`migration ${MIGRATION}`, () => {
  const databaseOf = useDatabaseBefore(MIGRATION);
  const rows = <T>(query: SQL) => sqlRows<T>(databaseOf().db, query);

  it('gives each number to the earliest order that showed it, and refuses a second order with it', async () => {
    const earliest = '11111111-0000-4000-8000-00000000abc1';
    const repeat = '22222222-0000-4000-8000-00000000abc1';
    const alone = '33333333-0000-4000-8000-0000000000f7';
    for (const [id, placedAt] of [
      [repeat, '2026-11-20T10:00:00+05:30'],
      [earliest, '2026-11-02T10:00:00+05:30'],
      [alone, '2026-11-10T10:00:00+05:30'],
    ] as const)
      await databaseOf().db.execute(sql`
        insert into orders (id, customer_name, customer_email, address_info, total_mrp_paise, total_discount_paise,
          platform_fee_paise, final_amount_paise, placed_at)
        values (${id}, 'Asha Rao', 'asha.rao@gmail.com', '{}'::jsonb, 99900, 30000, 2000, 71900, ${placedAt})`);

    await runMigrations(databaseOf());

    expect(await rows(sql`select id, short_code from orders order by placed_at`)).toEqual([
      { id: earliest, short_code: '00ABC1' },
      { id: alone, short_code: '0000F7' },
      { id: repeat, short_code: null },
    ]);
    await expect(
      databaseOf().db.execute(sql`update orders set short_code = '00ABC1' where id = ${repeat}`),
    ).rejects.toThrow();
  });
});

import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows, useDatabaseBefore } from '../test/migration-steps';
import type { Db } from './client';
import { runMigrations } from './migrate';
import { coupons } from './schema';

// Migration 0015_coupon_rules: coupons were a flat amount, once per customer. Afterwards they are flat, active, with
// no minimum and no total limit, still once per customer, with their uses counted; HOPE100 is ₹100 off a first
// order. Rows are written in SQL with the columns of the time before it, then the shop's migrations run as at start.

const MIGRATION = '0015_coupon_rules';

async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  return (await sqlRows<T>(db, query))[0]!;
}

describe(`migration ${MIGRATION}`, () => {
  const databaseOf = useDatabaseBefore(MIGRATION);

  it('makes existing coupons flat and active with their uses counted, and HOPE100 ₹100 off a first order', async () => {
    const db = databaseOf().db;
    const coupon = (code: string, paise: number, firstOrderOnly: boolean) =>
      oneRow<{ id: string }>(
        db,
        sql`insert into coupons (code, discount_paise, expires_at, first_order_only)
            values (${code}, ${paise}, now() + interval '30 days', ${firstOrderOnly}) returning id`,
      );
    const diwali = await coupon('DIWALI50', 5_000, false);
    const hope = await coupon('HOPE100', 5_000, false);
    for (let i = 0; i < 2; i++) {
      const user = await oneRow<{ id: string }>(
        db,
        sql`insert into users (name, email, password_hash)
            values ('Asha Rao', ${`asha-${randomBytes(4).toString('hex')}@gmail.com`}, 'not-a-real-hash') returning id`,
      );
      const order = await oneRow<{ id: string }>(
        db,
        sql`insert into orders (user_id, customer_name, customer_email, address_info, total_mrp_paise,
                                total_discount_paise, platform_fee_paise, final_amount_paise)
            values (${user.id}, 'Asha Rao', 'asha.rao@gmail.com', '{}'::jsonb, 99900, 30000, 2000, 66900)
            returning id`,
      );
      await db.execute(
        sql`insert into coupon_uses (coupon_id, user_id, order_id) values (${diwali.id}, ${user.id}, ${order.id})`,
      );
    }

    await runMigrations(databaseOf());

    const [diwaliAfter] = await db.select().from(coupons).where(eq(coupons.id, diwali.id));
    expect(diwaliAfter).toMatchObject({
      type: 'flat',
      discountPaise: 5_000,
      discountPercent: null,
      maxDiscountPaise: null,
      minOrderPaise: 0,
      perCustomer: 1,
      totalUses: null,
      usesCount: 2,
      active: true,
      startsAt: null,
      firstOrderOnly: false,
    });
    const [hopeAfter] = await db.select().from(coupons).where(eq(coupons.id, hope.id));
    expect(hopeAfter).toMatchObject({
      type: 'flat',
      discountPaise: 10_000,
      firstOrderOnly: true,
      perCustomer: 1,
      usesCount: 0,
      active: true,
    });
  });
});

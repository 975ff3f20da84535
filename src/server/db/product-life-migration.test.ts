import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows, useDatabaseBefore } from '../test/migration-steps';
import { runMigrations } from './migrate';

// Migration 0016_product_life: every product that existed stays on sale, and of the five size rows every product had,
// a size at 0 that never moved stock, never sold and was never returned was never offered, so its row goes; a size
// at 0 that sold stays, sold out (docs/decisions/0058-product-life-and-offered-sizes.md).

const MIGRATION = '0016_product_life';

describe(`migration ${MIGRATION}`, () => {
  const databaseOf = useDatabaseBefore(MIGRATION);

  const rows = <T>(query: SQL) => sqlRows<T>(databaseOf().db, query);

  it('keeps products active and removes only the zero sizes that never moved', async () => {
    // Written in the columns of the day, as the product form saved them: all five sizes, 0 for the others.
    const [product] = await rows<{ id: string }>(sql`
      insert into products (name, description, category, gender, price_paise, discount_price_paise)
      values ('Cotton Frock', 'A soft cotton frock.', 'Casual Wear', 'Girls', 99900, 69900) returning id`);
    const id = product!.id;
    await databaseOf().db.execute(sql`
      insert into product_sizes (product_id, size, stock) values
        (${id}, '2-3 y', 0), (${id}, '4-5 y', 5), (${id}, '6-7 y', 0), (${id}, '8-9 y', 0), (${id}, '10-11 y', 0)`);
    // 6-7 y sold its last pieces (in the ledger); 8-9 y was ordered once (an order line, no ledger row).
    await databaseOf().db.execute(sql`
      insert into stock_movements (product_id, size, delta, stock_after, reason, actor_kind)
      values (${id}, '6-7 y', -2, 0, 'order-placed', 'shopper')`);
    const [order] = await rows<{ id: string }>(sql`
      insert into orders (customer_name, customer_email, address_info, coupon_code, total_mrp_paise,
        total_discount_paise, platform_fee_paise, coupon_discount_paise, final_amount_paise, status)
      values ('Asha Rao', 'asha@gmail.com', '{}'::jsonb, null, 99900, 30000, 2000, 0, 71900, 'delivered')
      returning id`);
    await databaseOf().db.execute(sql`
      insert into order_items (order_id, product_id, name, size, quantity, price_paise, discount_price_paise)
      values (${order!.id}, ${id}, 'Cotton Frock', '8-9 y', 1, 99900, 69900)`);

    await runMigrations(databaseOf());

    const sizes = await rows<{ size: string; stock: number }>(
      sql`select size, stock from product_sizes where product_id = ${id} order by size`,
    );
    expect(sizes).toEqual([
      { size: '4-5 y', stock: 5 },
      { size: '6-7 y', stock: 0 },
      { size: '8-9 y', stock: 0 },
    ]);
    const [status] = await rows<{ status: string }>(sql`select status from products where id = ${id}`);
    expect(status?.status).toBe('active');
  });
});

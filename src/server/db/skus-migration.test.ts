import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows, useDatabaseBefore } from '../test/migration-steps';
import { runMigrations } from './migrate';

// Migration 0019_skus: every offered size gets its generated SKU, LH-<6 hex of the product id>-<size>, two products
// whose ids start alike get longer product parts, and rows inserted later without a SKU get one from the trigger
// (docs/decisions/0059-skus-and-product-csv.md).

const MIGRATION = '0019_skus';

describe(`migration ${MIGRATION}`, () => {
  const databaseOf = useDatabaseBefore(MIGRATION);

  const rows = <T>(query: SQL) => sqlRows<T>(databaseOf().db, query);

  it('backfills a unique SKU for every offered size and generates them for new rows', async () => {
    const first = '7f1c0e00-0000-4000-8000-000000000001';
    const twin = '7f1c0e00-0000-4000-8000-000000000002';
    for (const id of [first, twin])
      await databaseOf().db.execute(sql`
        insert into products (id, name, description, category, gender, price_paise, discount_price_paise)
        values (${id}, 'Cotton Frock', 'A soft cotton frock.', 'Casual Wear', 'Girls', 99900, 69900)`);
    await databaseOf().db.execute(sql`
      insert into product_sizes (product_id, size, stock) values
        (${first}, '4-5 y', 5), (${first}, '10-11 y', 0), (${twin}, '4-5 y', 2)`);

    await runMigrations(databaseOf());

    const skus = await rows<{ product_id: string; size: string; sku: string }>(
      sql`select product_id, size, sku from product_sizes order by product_id, size`,
    );
    expect(skus).toEqual([
      { product_id: first, size: '10-11 y', sku: 'LH-7F1C0E-10-11Y' },
      { product_id: first, size: '4-5 y', sku: 'LH-7F1C0E-4-5Y' },
      { product_id: twin, size: '4-5 y', sku: 'LH-7F1C0E00-4-5Y' },
    ]);
    await databaseOf().db.execute(
      sql`insert into product_sizes (product_id, size, stock) values (${twin}, '2-3 y', 1)`,
    );
    const [added] = await rows<{ sku: string }>(
      sql`select sku from product_sizes where product_id = ${twin} and size = '2-3 y'`,
    );
    expect(added?.sku).toBe('LH-7F1C0E-2-3Y');
    await expect(
      databaseOf().db.execute(
        sql`update product_sizes set sku = 'lh-7f1c0e-4-5y' where product_id = ${twin} and size = '2-3 y'`,
      ),
    ).rejects.toThrow();
  });
});

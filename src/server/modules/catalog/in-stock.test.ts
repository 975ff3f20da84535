import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIZES, type Size } from '../../../contract/constants';
import { products, productSizes } from '../../db/schema';
import { seedDemoData } from '../../seed/demo';
import { useTestApp } from '../../test/harness';
import { IN_STOCK_SIZE_BITS, sizeBit } from './in-stock';

// The database keeps products.in_stock_size_bits from product_sizes (migration 0002_catalog_listing.sql).
describe('in-stock size bits kept by the database', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  beforeAll(async () => {
    await seedDemoData(db(), pino({ level: 'silent' }), t.clock.now());
  });

  async function newProduct(stock: Partial<Record<Size, number>>): Promise<string> {
    const [product] = await db()
      .insert(products)
      .values({
        name: 'Bits Test Frock',
        description: 'A frock for the in-stock bits test.',
        category: 'Casual Wear',
        gender: 'Girls',
        pricePaise: 99_900,
        discountPricePaise: 69_900,
      })
      .returning({ id: products.id });
    const sizes = Object.entries(stock).map(([size, n]) => ({ productId: product!.id, size, stock: n }));
    if (sizes.length > 0) await db().insert(productSizes).values(sizes);
    return product!.id;
  }
  const bitsOf = async (id: string) =>
    (
      await db()
        .select({ bits: sql<number>`${IN_STOCK_SIZE_BITS}` })
        .from(products)
        .where(eq(products.id, id))
    )[0]!.bits;
  const setStock = (id: string, size: Size, stock: number) =>
    db()
      .update(productSizes)
      .set({ stock })
      .where(and(eq(productSizes.productId, id), eq(productSizes.size, size)));

  it('follows inserts, updates across zero, and deletes', async () => {
    const id = await newProduct({ '2-3 y': 0, '4-5 y': 3, '10-11 y': 1 });
    expect(await bitsOf(id)).toBe(sizeBit('4-5 y') | sizeBit('10-11 y'));
    await setStock(id, '4-5 y', 0);
    expect(await bitsOf(id)).toBe(sizeBit('10-11 y'));
    await setStock(id, '2-3 y', 5);
    await setStock(id, '2-3 y', 4); // still in stock: no change
    expect(await bitsOf(id)).toBe(sizeBit('2-3 y') | sizeBit('10-11 y'));
    await db()
      .delete(productSizes)
      .where(and(eq(productSizes.productId, id), eq(productSizes.size, '10-11 y')));
    expect(await bitsOf(id)).toBe(sizeBit('2-3 y'));
  });

  it('loses neither change when two sizes of one product sell out at the same time', async () => {
    const id = await newProduct({ '6-7 y': 1, '8-9 y': 1 });
    let firstHoldsTheRow!: () => void;
    const firstUpdated = new Promise<void>((resolve) => (firstHoldsTheRow = resolve));
    await Promise.all([
      db().transaction(async (tx) => {
        await tx
          .update(productSizes)
          .set({ stock: 0 })
          .where(and(eq(productSizes.productId, id), eq(productSizes.size, '6-7 y')));
        firstHoldsTheRow();
        await tx.execute(sql`select pg_sleep(0.2)`); // the other order waits on the product row meanwhile
      }),
      (async () => {
        await firstUpdated;
        await setStock(id, '8-9 y', 0);
      })(),
    ]);
    expect(await bitsOf(id)).toBe(0);
  });

  it('agrees with product_sizes for every product of the demo catalog', async () => {
    const result = (await db().execute(sql`
      select count(*)::int as wrong from products p
      where p.in_stock_size_bits <> coalesce(
        (select bit_or(product_size_bit(s.size)) from product_sizes s where s.product_id = p.id and s.stock > 0), 0)
    `)) as unknown as { rows: { wrong: number }[] };
    expect(result.rows[0]!.wrong).toBe(0);
  });

  it('numbers the bits in the shop order of sizes, as the migration does', async () => {
    const result = (await db().execute(
      sql`select ${sql.join(
        SIZES.map((size, i) => sql`product_size_bit(${size})::int as ${sql.raw(`b${i}`)}`),
        sql`, `,
      )}`,
    )) as unknown as { rows: Record<string, number>[] };
    expect(Object.values(result.rows[0]!)).toEqual(SIZES.map(sizeBit));
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Size } from '../../../contract/constants';
import { orders, productSizes, stockMovements } from '../../db/schema';
import { inTransaction, transactionStats } from '../../db/transaction';
import { codOrderBody, createAddress, createCoupon, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { setStockLevels } from '../stock/stock.service';

// Races need a server that runs transactions side by side: PGlite runs one at a time, so these run on PostgreSQL.
const onPostgres = process.env.TEST_DB === 'postgres';

const SIZES_USED: Size[] = ['2-3 y', '4-5 y', '8-9 y'];
const INITIAL = 60;

describe.skipIf(!onPostgres)('orders under concurrency (PostgreSQL)', () => {
  const t = useTestApp();

  it('(a) multi-line orders, shopper and admin cancels and admin stock edits at once: no 5xx, stock exact, ledger explains every unit', async () => {
    const db = t.database.db;
    const stock = Object.fromEntries(SIZES_USED.map((s) => [s, INITIAL]));
    const products = [await createProduct(db, { stock }), await createProduct(db, { stock })];
    const { user: admin, browser: adminBrowser } = await loggedIn(t, 'admin');
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const s = await loggedIn(t);
        return { ...s, address: await createAddress(db, s.user.id) };
      }),
    );
    const linesFor = (i: number) => {
      const lines = products.flatMap((p) =>
        SIZES_USED.map((size) => ({ productId: p.id, size, quantity: 1 })),
      );
      // Each shopper lists the lines in another order.
      return i % 2 === 0 ? lines : [...lines].reverse();
    };
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const placed = await Promise.all(
        shoppers.slice(0, 3).map((s, i) =>
          s.browser.request({
            method: 'POST',
            url: '/api/user/createOrder',
            payload: codOrderBody(s.address.id, linesFor(i)),
          }),
        ),
      );
      placed.forEach((r) => statuses.push(r.statusCode));
      const ids = placed.map((r) => r.json().order._id as string);
      const work = [
        shoppers[0]!.browser.request({ method: 'PUT', url: `/api/user/cancellOrder/${ids[0]}` }),
        adminBrowser.request({
          method: 'PUT',
          url: '/api/admin/updateOrderStatus',
          payload: { orderId: ids[1], Ostatus: 'cancelled' },
        }),
        ...shoppers.slice(3).map((s, i) =>
          s.browser.request({
            method: 'POST',
            url: '/api/user/createOrder',
            payload: codOrderBody(s.address.id, linesFor(i + 1)),
          }),
        ),
        inTransaction(db, async (tx) => {
          const [row] = await tx
            .select()
            .from(productSizes)
            .where(eq(productSizes.productId, products[1]!.id))
            .limit(1);
          void row;
          const current = await tx
            .select()
            .from(productSizes)
            .where(eq(productSizes.productId, products[1]!.id));
          await setStockLevels(tx, {
            productId: products[1]!.id,
            levels: [...current].reverse().map((r) => ({ size: r.size, stock: r.stock + 2 })),
            actor: { kind: 'admin', id: admin.id },
          });
          return { statusCode: 200 };
        }),
      ];
      (await Promise.all(work)).forEach((r) => statuses.push(r.statusCode));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const sizes = await db.select().from(productSizes);
    const sums = await db
      .select({
        productId: stockMovements.productId,
        size: stockMovements.size,
        sum: sql<number>`sum(${stockMovements.delta})::int`,
      })
      .from(stockMovements)
      .groupBy(stockMovements.productId, stockMovements.size);
    const active = await db.execute(
      sql`select oi.product_id, oi.size, sum(oi.quantity)::int as n from order_items oi join orders o on o.id = oi.order_id where o.status <> 'cancelled' group by 1, 2`,
    );
    for (const p of products) {
      for (const size of SIZES_USED) {
        const row = sizes.find((r) => r.productId === p.id && r.size === size)!;
        const ledger = sums.find((r) => r.productId === p.id && r.size === size)?.sum ?? 0;
        expect(row.stock).toBe(INITIAL + ledger);
        const taken =
          (active as unknown as { rows: Array<{ product_id: string; size: string; n: number }> }).rows.find(
            (r) => r.product_id === p.id && r.size === size,
          )?.n ?? 0;
        // An admin "set" writes what it read plus 2; orders may come between, so what it added is in the ledger.
        const [admin] = await db
          .select({ sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
          .from(stockMovements)
          .where(
            sql`${stockMovements.productId} = ${p.id} and ${stockMovements.size} = ${size} and ${stockMovements.reason} = 'admin-set'`,
          );
        const added = admin?.sum ?? 0;
        expect(row.stock).toBe(INITIAL + added - taken);
      }
    }
  });

  it('(b) one shopper firing two different first-order coupons at once gets at most one first-order discount', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { stock: { '4-5 y': 50 } });
    const { user, browser } = await loggedIn(t);
    const address = await createAddress(db, user.id);
    const couponA = await createCoupon(db, { firstOrderOnly: true, discountPaise: 10_000 });
    const couponB = await createCoupon(db, { firstOrderOnly: true, discountPaise: 10_000 });
    const line = [{ productId: product.id, size: '4-5 y' as Size, quantity: 1 }];
    const answers = await Promise.all(
      [couponA, couponB, couponA, couponB].map((c) =>
        browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderBody(address.id, line, { id: c.id, discountPaise: 10_000 }),
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    const discounted = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(discounted.filter((o) => o.couponDiscountPaise > 0)).toHaveLength(1);
  });

  it('(c) a deadlock provoked on purpose is retried and both transactions commit', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { stock: { '2-3 y': 5, '4-5 y': 5 } });
    const before = transactionStats.retries;
    let arrived = 0;
    let release!: () => void;
    const bothHoldOneRow = new Promise<void>((resolve) => (release = resolve));
    const bump = (first: Size, second: Size) =>
      inTransaction(db, async (tx) => {
        const key = (size: Size) => sql`product_id = ${product.id} and size = ${size}`;
        await tx.execute(sql`update product_sizes set stock = stock + 1 where ${key(first)}`);
        if (++arrived === 2) release();
        await bothHoldOneRow;
        // Opposite orders on purpose: PostgreSQL kills one of the two with 40P01.
        await tx.execute(sql`update product_sizes set stock = stock + 1 where ${key(second)}`);
      });
    await Promise.all([bump('2-3 y', '4-5 y'), bump('4-5 y', '2-3 y')]);
    expect(transactionStats.retries).toBeGreaterThan(before);
    const rows = await db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(rows.map((r) => r.stock)).toEqual([7, 7]);
  });
});

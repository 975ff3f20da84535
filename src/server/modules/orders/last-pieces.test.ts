import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productSizes, stockMovements } from '../../db/schema';
import { inStatement } from '../../db/transaction';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import { loggedIn } from '../../test/sessions';
import { preparedStatement } from '../../db/prepared';
import { isStockRefusal, ORDER_STOCK_TAKE_CTES, orderStockTakeValues } from '../stock/stock.service';

// An order is written by one statement with the stock it takes (no BEGIN/COMMIT without a coupon): when a size
// cannot give what is asked, the statement must fail as a whole, so that no order, line or ledger row is left
// without its stock taken.

describe('the last pieces of a size', () => {
  const t = useTestApp();

  it('an order statement that cannot take a line writes nothing, not even the lines that could be taken', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { stock: { '4-5 y': 2, '6-7 y': 5 } });
    const { id: orderId } = await insertOrder(db, {
      placedAt: new Date(),
      lines: [{ productId: product.id }],
    });
    const take = preparedStatement('test_stock_take', sql`with ${ORDER_STOCK_TAKE_CTES} select 1`);
    const values = orderStockTakeValues(db, {
      orderId,
      actor: { kind: 'shopper', id: null },
      lines: [
        { productId: product.id, size: '6-7 y', quantity: 3 },
        { productId: product.id, size: '4-5 y', quantity: 3 },
      ],
    });
    const refused = await inStatement(db, (statement) => take(statement, values)).catch(
      (error: unknown) => error,
    );
    expect(isStockRefusal(refused)).toBe(true);
    const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(Object.fromEntries(sizes.map((s) => [s.size, s.stock]))).toMatchObject({ '4-5 y': 2, '6-7 y': 5 });
    expect(await db.select().from(stockMovements).where(eq(stockMovements.productId, product.id))).toEqual(
      [],
    );
  });

  it('six shoppers at once for three pieces: three orders, three clear refusals, stock and ledger exact', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { name: 'Mango Frock', stock: { '4-5 y': 3 } });
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = await loggedIn(t);
        return { ...s, address: await createAddress(db, s.user.id) };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ browser, address }) =>
        browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderPayload(address.id, product.id),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe('Mango Frock is sold out in size 4-5 y');
    }
    const placed = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(sql`order_items i`, sql`i.order_id = ${orders.id}`)
      .where(sql`i.product_id = ${product.id}`);
    expect(placed).toHaveLength(3);
    const [size] = await db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(size!.stock).toBe(0);
    const ledger = await db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(ledger.map((row) => row.delta)).toEqual([-1, -1, -1]);
  });
});

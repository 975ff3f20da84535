import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productSizes, stockMovements } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import { loggedIn } from '../../test/sessions';
import { StockShortage, takeStockForOrder } from '../stock/stock.service';

// An order takes its stock inside its own transaction, all lines or none: when a size cannot give what is asked, the
// shopper reads which one, and nothing is left of the order, its lines or the stock of the other lines.

describe('the last pieces of a size', () => {
  const t = useTestApp();

  it('a stock take that cannot give one line moves no line and names the short one', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { name: 'Mango Frock', stock: { '4-5 y': 2, '6-7 y': 5 } });
    const { id: orderId } = await insertOrder(db, {
      placedAt: new Date(),
      lines: [{ productId: product.id }],
    });
    const refused = await inTransaction(db, (tx) =>
      takeStockForOrder(tx, {
        orderId,
        actor: { kind: 'shopper', id: null },
        lines: [
          { productId: product.id, size: '6-7 y', quantity: 3, name: 'Mango Frock' },
          { productId: product.id, size: '4-5 y', quantity: 3, name: 'Mango Frock' },
        ],
      }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockShortage);
    expect((refused as StockShortage).statusCode).toBe(409);
    expect((refused as StockShortage).line.size).toBe('4-5 y');
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

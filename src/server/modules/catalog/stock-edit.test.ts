import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUCCESS } from '../../../contract/messages';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages/admin';
import { auditLog, stockMovements } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// Stock per size edited in the admin's products list: through the stock module (ledgered), in the audit trail, and
// seen by shoppers once the catalog.changed event is delivered.

describe('inline stock edit', () => {
  const t = useTestApp();

  it('sets the stock of some sizes, ledgers the difference, audits it and refreshes the storefront', async () => {
    const db = t.database.db;
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(db, { stock: { '4-5 y': 4, '6-7 y': 0 } });
    const seen = async () =>
      (await t.app.inject({ url: `/api/user/productDetail/${product.id}` })).json().product.sizeAndStock;
    expect(await seen()).toContainEqual(expect.objectContaining({ size: '6-7 y', stock: 0 }));

    const saved = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/stock`,
      payload: {
        sizeAndStock: [
          { size: '6-7 y', stock: 12 },
          { size: '4-5 y', stock: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SUCCESS.stockUpdated);
    expect(saved.json().product.sizeAndStock).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ size: '4-5 y', stock: 1 }),
        expect.objectContaining({ size: '6-7 y', stock: 12 }),
      ]),
    );

    const ledger = await db
      .select({ size: stockMovements.size, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(ledger).toEqual(
      expect.arrayContaining([
        { size: '4-5 y', delta: -3, reason: 'admin-set' },
        { size: '6-7 y', delta: 12, reason: 'admin-set' },
      ]),
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.updated'), eq(auditLog.targetId, product.id)));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      before: { '4-5 y': 4, '6-7 y': 0 },
      after: { '4-5 y': 1, '6-7 y': 12 },
    });

    await t.app.outbox.drain();
    expect(await seen()).toContainEqual(expect.objectContaining({ size: '6-7 y', stock: 12 }));
  });

  it('refuses bad stock with a message, an unknown product with 404, and shoppers', async () => {
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 4 } });
    const put = (url: string, payload: object, who = admin) =>
      who.browser.request({ method: 'PUT', url, payload });
    const url = `/api/admin/products/${product.id}/stock`;
    for (const sizeAndStock of [
      [{ size: '4-5 y', stock: -1 }],
      [{ size: '4-5 y', stock: 2.5 }],
      [{ size: '12-13 y', stock: 2 }],
      [
        { size: '4-5 y', stock: 2 },
        { size: '4-5 y', stock: 3 },
      ],
      [],
    ]) {
      const refused = await put(url, { sizeAndStock });
      expect(refused.statusCode, JSON.stringify(sizeAndStock)).toBe(400);
      expect(refused.json().message).toMatch(/Stock must be|Sizes and stock/);
    }
    const missing = await put('/api/admin/products/00000000-0000-4000-8000-000000000000/stock', {
      sizeAndStock: [{ size: '4-5 y', stock: 2 }],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PRODUCT_FORM_MESSAGES.productNotFound);
    const shopper = await loggedIn(t);
    expect((await put(url, { sizeAndStock: [{ size: '4-5 y', stock: 99 }] }, shopper)).statusCode).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';
import { skuField } from '../../../contract/sku';
import { auditLog, productSizes } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { productForm } from '../../test/product-form';
import type { LoggedIn } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

// SKUs (docs/decisions/0059-skus-and-product-csv.md): generated for each offered size, editable through the product
// form and the stock editor, unique whatever their case (409 naming it, nothing saved).

/** The admin's multipart product calls (add, update). */
const sender = (admin: LoggedIn) => (method: 'POST' | 'PUT', url: string, form: FormData) =>
  admin.browser.request({ method, url, payload: form as never });

describe('SKUs of offered sizes', () => {
  const t = useTestApp();

  it('takes typed SKUs, keeps them across edits, and refuses one another size holds', async () => {
    const admin = await loggedIn(t, 'admin');
    const send = sender(admin);
    const first = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({
        sizes: [
          JSON.stringify({ size: '4-5 y', stock: 3, sku: ' KURTA-RED-45 ' }),
          JSON.stringify({ size: '6-7 y', stock: 1 }),
        ],
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().product._id as string;
    expect(first.json().product.sizeAndStock).toEqual([
      { size: '4-5 y', stock: 3, sku: 'KURTA-RED-45' },
      { size: '6-7 y', stock: 1, sku: expect.stringMatching(/^LH-[0-9A-F]{6,}-6-7Y$/) },
    ]);

    // An edit that leaves the SKU out keeps it.
    const kept = await send(
      'PUT',
      `/api/admin/updateProduct/${firstId}`,
      productForm({ sizesArray: JSON.stringify([{ size: '4-5 y', stock: 5 }]) }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.sizeAndStock).toEqual([{ size: '4-5 y', stock: 5, sku: 'KURTA-RED-45' }]);

    // Another product cannot take it, in any case: 409 naming it, and that product is not created.
    const taken = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({
        override: { name: 'Second Kurta' },
        sizes: [JSON.stringify({ size: '2-3 y', stock: 2, sku: 'kurta-red-45' })],
      }),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toBe(SKU_MESSAGES.taken('kurta-red-45'));
    const listed = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/fetchAllProducts?q=Second%20Kurta',
    });
    expect(listed.json().products).toEqual([]);

    // The stock editor renames a SKU; the audit trail keeps the change.
    const renamed = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/products/${firstId}/stock`,
      payload: { sizeAndStock: [{ size: '4-5 y', stock: 5, sku: 'KURTA-RED-4' }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().product.sizeAndStock).toEqual([{ size: '4-5 y', stock: 5, sku: 'KURTA-RED-4' }]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.updated'), eq(auditLog.targetId, firstId)));
    expect(entry).toMatchObject({
      before: { '4-5 y SKU': 'KURTA-RED-45' },
      after: { '4-5 y SKU': 'KURTA-RED-4' },
    });

    // Bad SKUs and two sizes with one SKU are refused with a message.
    for (const sizes of [
      [{ size: '4-5 y', stock: 1, sku: '-starts-with-dash' }],
      [{ size: '4-5 y', stock: 1, sku: 'has space' }],
      [
        { size: '4-5 y', stock: 1, sku: 'SAME' },
        { size: '6-7 y', stock: 1, sku: 'same' },
      ],
    ]) {
      const refused = await send(
        'PUT',
        `/api/admin/updateProduct/${firstId}`,
        productForm({ sizesArray: JSON.stringify(sizes) }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(/SKU/);
    }
    const skus = await t.database.db
      .select({ size: productSizes.size, sku: productSizes.sku })
      .from(productSizes)
      .where(eq(productSizes.productId, firstId));
    expect(skus).toEqual([{ size: '4-5 y', sku: 'KURTA-RED-4' }]);
  });

  it("refuses an edit that gives a size another product's SKU: 409 naming it beside the size, nothing changed", async () => {
    const admin = await loggedIn(t, 'admin');
    const send = sender(admin);
    const holder = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ sizes: [JSON.stringify({ size: '4-5 y', stock: 1, sku: 'FROCK-45' })] }),
    );
    expect(holder.statusCode, holder.body).toBe(201);
    const added = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({
        override: { name: 'Cotton Shorts' },
        sizes: [JSON.stringify({ size: '2-3 y', stock: 2 })],
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const before = added.json().product;

    const refused = await send(
      'PUT',
      `/api/admin/updateProduct/${before._id}`,
      productForm({
        override: { name: 'Cotton Shorts Renamed' },
        sizesArray: JSON.stringify([
          { size: '2-3 y', stock: 9, sku: 'frock-45' },
          { size: '4-5 y', stock: 4 },
        ]),
      }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: SKU_MESSAGES.taken('frock-45'),
      errors: { [skuField('2-3 y')]: SKU_MESSAGES.taken('frock-45') },
    });

    // Nothing of the edit was saved: not the name, not the stock, not the size it added, not the SKU.
    const after = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getEditProduct/${before._id}`,
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ name: 'Cotton Shorts', sizeAndStock: before.sizeAndStock });
    expect(before.sizeAndStock).toEqual([
      { size: '2-3 y', stock: 2, sku: expect.stringMatching(/^LH-[0-9A-F]{6,}-2-3Y$/) },
    ]);
    const edits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.updated'), eq(auditLog.targetId, before._id)));
    expect(edits).toEqual([]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, productSizes } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { recordAudit } from './audit.service';

// The audit trail: each admin action leaves one entry (who, when, what, before and after) written in the
// transaction of its change, listed newest first at GET /api/admin/audit; nothing can change or delete one.

describe('audit trail', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function entries(query = '') {
    const admin = await loggedIn(t, 'admin');
    const response = await admin.browser.request({ method: 'GET', url: `/api/admin/audit?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      entries: Array<{
        action: string;
        targetId: string;
        actor: { _id: string; email: string };
        before: unknown;
        after: unknown;
        at: string;
      }>;
      totalPages: number;
    };
  }

  it('records admin actions with who, what, before and after, newest first', async () => {
    const { user: admin, browser } = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const { product, orderId } = await placeCodOrder(t, { shopper, stock: { '4-5 y': 5 } });

    expect(
      (await browser.request({ method: 'PUT', url: `/api/admin/user/${shopper.user.id}/block` })).statusCode,
    ).toBe(200);
    expect(
      (await browser.request({ method: 'PUT', url: `/api/admin/user/${shopper.user.id}/unBlock` }))
        .statusCode,
    ).toBe(200);
    const status = await browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: 'confirmed' },
    });
    expect(status.statusCode).toBe(200);
    const coupon = await browser.request({
      method: 'POST',
      url: '/api/admin/addCoupon',
      payload: { code: 'DIWALI50', discount: 50, expiry: '2099-12-31' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Cotton Frock',
      description: 'A soft cotton frock for summer days.',
      price: '999',
      discountPrice: '649',
      category: 'Casual Wear',
      gender: 'Girls',
    }))
      form.append(key, value);
    form.append('sizeAndStock', JSON.stringify([{ size: '4-5 y', stock: 2 }]));
    const edit = await browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${product.id}`,
      payload: form as never,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      (await browser.request({ method: 'DELETE', url: `/api/admin/user/${shopper.user.id}` })).statusCode,
    ).toBe(200);

    const { entries: list } = await entries('limit=10');
    const mine = list.filter((entry) => entry.actor._id === admin.id);
    expect(mine.map((entry) => entry.action)).toEqual([
      'user.deleted',
      'product.updated',
      'coupon.created',
      'order.status',
      'user.unblocked',
      'user.blocked',
    ]);
    expect(mine.every((entry) => entry.actor.email === admin.email)).toBe(true);
    const [deleted, edited, created, moved] = mine;
    expect(deleted).toMatchObject({
      targetId: shopper.user.id,
      before: { email: shopper.user.email },
      after: null,
    });
    // only the fields that changed: the discount price and the 4-5 y stock (4 after the order, now 2)
    expect(edited).toMatchObject({
      targetId: product.id,
      before: { discountPricePaise: 69_900, stock: { '4-5 y': 4 } },
      after: { discountPricePaise: 64_900, stock: { '4-5 y': 2 } },
    });
    expect(Object.keys(edited!.after as object).sort()).toEqual(['discountPricePaise', 'stock']);
    expect(created).toMatchObject({ action: 'coupon.created', after: { code: 'DIWALI50', discount: 50 } });
    expect(moved).toMatchObject({
      targetId: orderId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });

    const filtered = await entries('action=order.status');
    expect(filtered.entries.every((entry) => entry.action === 'order.status')).toBe(true);
    expect(filtered.entries.length).toBeGreaterThanOrEqual(1);
  });

  it('rolls an entry back with its change, and records nothing for a refused change', async () => {
    const { user: admin, browser } = await loggedIn(t, 'admin');
    const product = await createProduct(db(), { stock: { '4-5 y': 5 } });
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.targetId, product.id))
      )[0]!.n;

    await expect(
      db().transaction(async (tx) => {
        await tx.update(productSizes).set({ stock: 9 }).where(eq(productSizes.productId, product.id));
        await recordAudit(tx, admin, {
          action: 'stock.updated',
          targetId: product.id,
          before: { stock: 5 },
          after: { stock: 9 },
        });
        // a later step of the same change fails: stock must stay and the entry must go
        await tx.update(productSizes).set({ stock: -1 }).where(eq(productSizes.productId, product.id));
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(0);
    const [size] = await db().select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(size!.stock).toBe(5);

    // an illegal status move is refused (409) and leaves no entry
    const before = (await entries('action=order.status&limit=100')).entries.length;
    const refused = await browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId: '00000000-0000-4000-8000-000000000000', Ostatus: 'shipped' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await entries('action=order.status&limit=100')).entries.length).toBe(before);
  });

  const appendOnly = { cause: { message: expect.stringMatching(/append-only/) } };

  it('cannot be changed or deleted, even by SQL from the app', async () => {
    const { user: admin } = await loggedIn(t, 'admin');
    await recordAudit(db(), admin, { action: 'coupon.created', targetId: 'x', after: { code: 'X' } });
    await expect(db().update(auditLog).set({ actorEmail: 'someone@gmail.com' })).rejects.toMatchObject(
      appendOnly,
    );
    await expect(db().delete(auditLog)).rejects.toMatchObject(appendOnly);
    await expect(db().execute(sql`truncate audit_log`)).rejects.toMatchObject(appendOnly);
    const admin2 = await loggedIn(t, 'admin');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await admin2.browser.request({ method, url: '/api/admin/audit' });
      expect(response.statusCode, method).toBe(404);
    }
    const shopper = await loggedIn(t);
    expect((await shopper.browser.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
    const bad = await admin2.browser.request({ method: 'GET', url: '/api/admin/audit?action=everything' });
    expect(bad.statusCode).toBe(400);
  });
});

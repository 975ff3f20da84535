import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems, orders, users } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { ADMIN_MESSAGES } from '../../../contract/messages/admin';

const ADMIN_ROUTES: Array<{ method: 'GET' | 'PUT' | 'DELETE' | 'POST'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/getDashData' },
  { method: 'GET', url: '/api/admin/getUsers?page=1&limit=10' },
  { method: 'PUT', url: '/api/admin/user/00000000-0000-4000-8000-000000000000/block' },
  { method: 'PUT', url: '/api/admin/user/00000000-0000-4000-8000-000000000000/unBlock' },
  { method: 'DELETE', url: '/api/admin/user/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/api/admin/getAllOrders?page=1&limit=10' },
  { method: 'GET', url: '/api/admin/getOrderDetails/00000000-0000-4000-8000-000000000000' },
  {
    method: 'PUT',
    url: '/api/admin/updateOrderStatus',
    payload: { orderId: '00000000-0000-4000-8000-000000000000', Ostatus: 'shipped' },
  },
  { method: 'GET', url: '/api/admin/getCoupon' },
  { method: 'POST', url: '/api/admin/addCoupon', payload: { code: 'X', discount: 0, expiry: '' } },
];

describe('back office accounts API', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it('refuses every admin route to visitors (401), shoppers and blocked users (403)', async () => {
    const shopper = await loggedIn(t);
    const blocked = await loggedIn(t);
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    for (const route of ADMIN_ROUTES) {
      const anonymous = await t.app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await shopper.browser.request(route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect((await blocked.browser.request(ADMIN_ROUTES[0]!)).statusCode).toBe(403);
  });

  it('blocks a shopper, which ends their sessions at once, and unblocks them', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    expect((await shopper.browser.request({ method: 'GET', url: '/api/user/getOrders' })).statusCode).toBe(
      200,
    );
    const block = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/user/${shopper.user.id}/block`,
    });
    expect(block.json()).toEqual({ message: ADMIN_MESSAGES.userBlocked });
    expect((await shopper.browser.request({ method: 'GET', url: '/api/user/getOrders' })).statusCode).toBe(
      401,
    );
    const list = await admin.browser.request({ method: 'GET', url: '/api/admin/getUsers?page=1&limit=10' });
    expect(list.json().users.find((u: { _id: string }) => u._id === shopper.user.id).isBlocked).toBe(true);
    expect(list.json().successMessage).toBeTruthy();
    const unblock = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/user/${shopper.user.id}/unBlock`,
    });
    expect(unblock.json()).toEqual({ message: ADMIN_MESSAGES.userUnblocked });
  });

  it('never blocks or deletes an admin, not even oneself', async () => {
    const admin = await loggedIn(t, 'admin');
    const other = await loggedIn(t, 'admin');
    for (const id of [admin.user.id, other.user.id]) {
      const block = await admin.browser.request({ method: 'PUT', url: `/api/admin/user/${id}/block` });
      expect(block.statusCode).toBe(403);
      expect(block.json()).toEqual({ message: ADMIN_MESSAGES.cannotTouchAdmin });
      expect(
        (await admin.browser.request({ method: 'DELETE', url: `/api/admin/user/${id}` })).statusCode,
      ).toBe(403);
    }
    expect(
      (await admin.browser.request({ method: 'PUT', url: '/api/admin/user/not-an-id/block' })).statusCode,
    ).toBe(404);
  });

  it("deletes a shopper's account, cart and addresses but keeps their orders, marked as a deleted customer", async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const { orderId } = await placeCodOrder(t, { shopper, quantity: 2, stock: { '4-5 y': 5 } });
    const product = await createProduct(db());
    await db()
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: product.id, size: '4-5 y', quantity: 1 });
    const response = await admin.browser.request({
      method: 'DELETE',
      url: `/api/admin/user/${shopper.user.id}`,
    });
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.userDeleted });
    expect(await db().select().from(users).where(eq(users.id, shopper.user.id))).toEqual([]);
    expect(await db().select().from(addresses).where(eq(addresses.userId, shopper.user.id))).toEqual([]);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
    const details = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${orderId}`,
    });
    expect(details.json().user).toMatchObject({
      _id: null,
      name: ADMIN_MESSAGES.deletedCustomer,
      deleted: true,
    });
  });
});

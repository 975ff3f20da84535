import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import { addresses, cartItems, orders, users } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

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

describe('admin API', () => {
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

  it('lets an admin see the dashboard', async () => {
    const admin = await loggedIn(t, 'admin');
    const response = await admin.browser.request({ method: 'GET', url: '/api/admin/getDashData' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalOrders: expect.any(Number),
      customerGrowth: expect.any(Array),
    });
    expect(response.json().customerGrowth).toHaveLength(12);
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

  it('moves orders along the status machine only, and marks a delivered order paid', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const { orderId } = await placeCodOrder(t, { shopper, quantity: 2, stock: { '4-5 y': 5 } });
    const move = (Ostatus: string) =>
      admin.browser.request({
        method: 'PUT',
        url: '/api/admin/updateOrderStatus',
        payload: { orderId, Ostatus },
      });
    const skip = await move('delivered');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An order that is pending cannot be marked delivered.');
    for (const status of ['confirmed', 'shipped', 'delivered'])
      expect((await move(status)).statusCode).toBe(200);
    expect((await move('pending')).statusCode).toBe(409);
    expect((await move('teleported')).statusCode).toBe(400);
    const details = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${orderId}`,
    });
    expect(details.json()).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const customerView = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orderDetails/${orderId}`,
    });
    expect(customerView.json().status).toBe('delivered');
    const page = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/getAllOrders?page=1&limit=10',
    });
    expect(page.json().order.some((o: { _id: string }) => o._id === orderId)).toBe(true);
  });

  it('adds coupons with the rules of the form, and lists them for shoppers too', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const add = (payload: object) =>
      admin.browser.request({ method: 'POST', url: '/api/admin/addCoupon', payload });
    const created = await add({ code: 'diwali50', discount: 50, expiry: '2099-11-01' });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({ code: 'DIWALI50', discount: 50, firstOrderOnly: false });
    expect((await add({ code: 'DIWALI50', discount: 50, expiry: '2099-11-01' })).statusCode).toBe(409);
    expect((await add({ code: 'BIG', discount: 1001, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'ZERO', discount: 0, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'OLD10', discount: 10, expiry: '2020-01-01' })).json().message).toBe(
      'Expiry date must be in the future.',
    );
    expect((await add({ code: 'a b', discount: 10, expiry: '2099-01-01' })).statusCode).toBe(400);
    const forShopper = await shopper.browser.request({ method: 'GET', url: '/api/user/coupon' });
    expect(forShopper.json().map((c: { code: string }) => c.code)).toContain('DIWALI50');
    const forAdmin = await admin.browser.request({ method: 'GET', url: '/api/admin/getCoupon' });
    // The shopper's list is the admin's, each coupon marked with whether this shopper can use it.
    expect(forShopper.json()).toEqual(
      forAdmin.json().map((coupon: object) => ({ ...coupon, usable: true, unusableReason: null })),
    );
  });
});

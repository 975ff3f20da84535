import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { ORDER_MESSAGES } from '../../../contract/messages';

// The status history of an order, read by its shopper and by an admin; nobody else learns it exists.

describe('order status history API', () => {
  const t = useTestApp();

  async function placedOrder() {
    const { shopper, orderId } = await placeCodOrder(t, { stock: { '4-5 y': 5 } });
    return { ...shopper, orderId };
  }

  it('shows the owner and an admin every status change, oldest first, with who made it and when', async () => {
    const { browser, orderId } = await placedOrder();
    const admin = await loggedIn(t, 'admin');
    const before = Date.now();
    for (const status of ['confirmed', 'shipped'])
      expect(
        (
          await admin.browser.request({
            method: 'PUT',
            url: '/api/admin/updateOrderStatus',
            payload: { orderId, Ostatus: status },
          })
        ).statusCode,
      ).toBe(200);

    const own = await browser.request({ method: 'GET', url: `/api/user/orders/${orderId}/history` });
    expect(own.statusCode, own.body).toBe(200);
    const { history } = own.json();
    expect(
      history.map(({ from, to, by }: { from: string; to: string; by: string }) => ({ from, to, by })),
    ).toEqual([
      { from: null, to: 'pending', by: 'shopper' },
      { from: 'pending', to: 'confirmed', by: 'admin' },
      { from: 'confirmed', to: 'shipped', by: 'admin' },
    ]);
    for (const entry of history)
      expect(Object.keys(entry).sort()).toEqual(['at', 'by', 'from', 'reason', 'to']);
    expect(Date.parse(history[2].at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(history[0].at)).toBeLessThanOrEqual(Date.parse(history[2].at));

    const asAdmin = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/history`,
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toEqual({ history });
  });

  it('records the shopper cancelling their own order', async () => {
    const { browser, orderId } = await placedOrder();
    expect(
      (await browser.request({ method: 'PUT', url: `/api/user/cancellOrder/${orderId}` })).statusCode,
    ).toBe(200);
    const { history } = (
      await browser.request({ method: 'GET', url: `/api/user/orders/${orderId}/history` })
    ).json();
    expect(history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled', by: 'shopper' });
  });

  it("answers another shopper's request for an order's history with not found, as for an order that does not exist", async () => {
    const { orderId } = await placedOrder();
    const other = await loggedIn(t);
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000']) {
      const response = await other.browser.request({ method: 'GET', url: `/api/user/orders/${id}/history` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    }
    // A malformed id names no order either.
    const bad = await other.browser.request({ method: 'GET', url: '/api/user/orders/not-an-id/history' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(ORDER_MESSAGES.orderNotFound);
  });

  it('keeps the admin history for admins: a shopper is refused, a missing order is not found', async () => {
    const { browser, orderId } = await placedOrder();
    const shopperAttempt = await browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/history`,
    });
    expect(shopperAttempt.statusCode).toBe(403);
    const admin = await loggedIn(t, 'admin');
    const missing = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/history',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    // A malformed id is answered as every order route answers it (it was a bare "Not found." here).
    const malformed = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/orders/not-an-id/history',
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(ORDER_MESSAGES.orderNotFound);
  });

  it('asks for a login first', async () => {
    const { orderId } = await placedOrder();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/orders/${orderId}/history` });
    expect(anonymous.statusCode).toBe(401);
  });
});

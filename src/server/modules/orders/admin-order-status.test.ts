import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

describe('admin order status API', () => {
  const t = useTestApp();

  it('moves orders along the status machine only; delivery leaves cash on delivery unpaid', async () => {
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
    // Delivered cash on delivery stays unpaid until a courier's remittance covers it.
    expect(details.json()).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid' });
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

  it('answers a missing or malformed order id in the order details as an order not found', async () => {
    const admin = await loggedIn(t, 'admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await admin.browser.request({
        method: 'GET',
        url: `/api/admin/getOrderDetails/${id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    }
  });
});

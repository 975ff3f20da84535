import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { orders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { askReturn, deliveredCouponOrder, refundReturn } from '../../test/refunds';
import { askForReturn } from '../../test/returns';
import { loggedIn } from '../../test/sessions';

// Refund amounts (src/contract/refunds.ts), decided by the server when a return is asked for: the order is
// 2 × A Frock and 1 × B Tee at ₹699, ₹100 coupon (A's lines share ₹66.67, B's ₹33.33) and the ₹20 fee.

describe('refund amounts', () => {
  const t = useTestApp();

  it("previews and stores each return's amount: price paid less the coupon's share, the fee with the last piece", async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, frock, tee } = await deliveredCouponOrder(t, admin);
    const preview = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/returns/refund-preview',
      payload: { orderId, items: [{ productId: frock.id, size: '4-5 y', quantity: 1 }] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // ₹699 less half of ₹66.67 rounded: ₹33.34.
    expect(preview.json()).toEqual({
      refundAmount: 665.66,
      platformFee: 0,
      items: [{ productId: frock.id, size: '4-5 y', quantity: 1, refundAmount: 665.66 }],
    });
    const first = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 1 }]);
    expect(first.refundAmount).toBe(665.66);
    // The rest of the order: the frock's other piece (its coupon part is what is left, ₹33.33), the tee (₹699 −
    // ₹33.33) and, with the whole order back, the ₹20 fee.
    const rest = await askReturn(shopper, orderId, [
      { productId: frock.id, quantity: 1 },
      { productId: tee.id, quantity: 1 },
    ]);
    expect(rest).toMatchObject({
      refundAmount: 1351.34,
      refundPlatformFee: 20,
      items: [{ refundAmount: 665.67 }, { refundAmount: 665.67 }],
    });
    const [order] = await t.database.db
      .select({ final: orders.finalAmountPaise })
      .from(orders)
      .where(eq(orders.id, orderId));
    // Every piece back gives back exactly what was paid.
    expect(Math.round((first.refundAmount + rest.refundAmount) * 100)).toBe(order!.final);

    const listed = await shopper.browser.request({ method: 'GET', url: '/api/user/returns' });
    expect(listed.json().returns.map((r: { refundAmount: number }) => r.refundAmount)).toEqual([
      1351.34, 665.66,
    ]);
    const forShop = await admin.browser.request({ method: 'GET', url: '/api/admin/returns' });
    expect(forShop.json().returns.find((r: { _id: string }) => r._id === first._id).refundAmount).toBe(
      665.66,
    );
    // Nothing is left to ask for, and the preview says so as the request would.
    const more = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/returns/refund-preview',
      payload: { orderId, items: [{ productId: tee.id, size: '4-5 y', quantity: 1 }] },
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(RETURN_MESSAGES.tooMany(0));
  });

  it("moves the order's payment status: partly refunded with the first return, refunded when all is given back", async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, frock, tee } = await deliveredCouponOrder(t, admin);
    const paymentOf = async () => {
      const details = await shopper.browser.request({
        method: 'GET',
        url: `/api/user/orderDetails/${orderId}`,
      });
      return details.json().paymentStatus as string;
    };
    // Cash on delivery, delivered: the courier collected it, its remittance not recorded yet.
    expect(await paymentOf()).toBe('unpaid');
    const first = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 1 }]);
    expect((await refundReturn(admin, first._id, 'UPI111')).statusCode).toBe(200);
    expect(await paymentOf()).toBe('partially_refunded');
    const rest = await askReturn(shopper, orderId, [
      { productId: frock.id, quantity: 1 },
      { productId: tee.id, quantity: 1 },
    ]);
    expect((await refundReturn(admin, rest._id, 'UPI222')).statusCode).toBe(200);
    expect(await paymentOf()).toBe('refunded');
    const history = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/payment-history`,
    });
    expect(
      history.json().history.map((entry: { to: string; note: string | null }) => [entry.to, entry.note]),
    ).toEqual([
      ['partially_refunded', 'UPI111'],
      ['refunded', 'UPI222'],
    ]);
  });

  it('gives nothing back for an exchange, and a rejected return frees its pieces and its amount', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, frock, tee } = await deliveredCouponOrder(t, admin, { coupon: false });
    const exchange = await askForReturn(shopper, {
      orderId,
      kind: 'exchange',
      reason: 'too-small',
      items: [{ productId: tee.id, size: '4-5 y', quantity: 1, exchangeSize: '6-7 y' }],
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
    expect(exchange.json()).toMatchObject({
      refundAmount: 0,
      refundPlatformFee: 0,
      items: [{ refundAmount: 0 }],
    });
    const both = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 2 }]);
    // The tee was exchanged, not given back: the order is not all back, so no fee.
    expect(both.refundAmount).toBe(1398);
    const rejected = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/returns/${both._id}`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    const again = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 2 }]);
    expect(again.refundAmount).toBe(1398);
    const refunded = await refundReturn(admin, again._id);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundAmount: 1398 });
  });

  it("refuses a preview of someone else's order, of an item not in it, or of bad input, with a message", async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId, frock } = await deliveredCouponOrder(t, admin);
    const stranger = await loggedIn(t);
    const ask = (payload: object) =>
      stranger.browser.request({ method: 'POST', url: '/api/user/returns/refund-preview', payload });
    const notMine = await ask({ orderId, items: [{ productId: frock.id, size: '4-5 y', quantity: 1 }] });
    expect(notMine.statusCode).toBe(404);
    const { shopper, orderId: own } = await deliveredCouponOrder(t, admin, { shopper: stranger });
    const notInOrder = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/returns/refund-preview',
      payload: { orderId: own, items: [{ productId: frock.id, size: '4-5 y', quantity: 1 }] },
    });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json().message).toBe(RETURN_MESSAGES.notInOrder);
    const empty = await ask({ orderId: own, items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(RETURN_MESSAGES.noItems);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/returns/refund-preview',
      payload: { orderId: own, items: [] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

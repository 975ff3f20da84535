import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upiPaymentUri } from '../../../contract/upi';
import { auditLog, orders, paymentStatusHistory, productSizes, stockMovements } from '../../db/schema';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { giveUtr, placeUpiOrder } from '../../test/upi-orders';
import { cancelUnpaidUpiOrders } from './upi-expiry';

// UPI to the shop's own UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md): the order and its upi://pay link, the
// parent's UTR, the owner's verdict through the payment machine, and the end of an unpaid order's window.

const UPI_ENV = { UPI_ID: 'littlehope@okicici', UPI_PAYEE_NAME: 'LittleHope Kids' };
const HOUR = 60 * 60 * 1000;
let utrs = 0;
/** A 12-digit UTR of its own for each call. */
const nextUtr = () => `4${String(Date.now() % 1e8).padStart(8, '0')}${String(++utrs).padStart(3, '0')}`;

describe('without a UPI ID', () => {
  const t = useTestApp();

  it('offers cash on delivery alone and refuses a UPI order with a message', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods' });
    expect(methods.json()).toEqual({ methods: ['cod'], upi: null });
    const shopper = await loggedIn(t);
    const address = await createAddress(t.database.db, shopper.user.id);
    const product = await createProduct(t.database.db);
    const refused = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: { ...codOrderPayload(address.id, product.id), paymentMethod: 'upi' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('UPI payments are not available. Please choose cash on delivery.');
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
    const cod = await placeCodOrder(t);
    expect(cod.order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'unpaid', utr: null });
  });
});

describe('UPI to the shop’s UPI ID', () => {
  const t = useTestApp(UPI_ENV);

  const adminView = async (admin: Awaited<ReturnType<typeof loggedIn>>, orderId: string) =>
    (await admin.browser.request({ method: 'GET', url: `/api/admin/getOrderDetails/${orderId}` })).json();
  const verify = (admin: Awaited<ReturnType<typeof loggedIn>>, orderId: string, status: unknown) =>
    admin.browser.request({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/payment`,
      payload: { status },
    });

  it('places a UPI order unpaid and answers its upi://pay link; COD answers as before', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods' });
    expect(methods.json()).toEqual({ methods: ['cod', 'upi'], upi: { payeeName: 'LittleHope Kids' } });

    const { shopper, order, orderId, upiUri } = await placeUpiOrder(t);
    expect(order).toMatchObject({
      paymentMethod: 'upi',
      paymentStatus: 'unpaid',
      status: 'pending',
      utr: null,
    });
    const amountPaise = Math.round((order.pricingSummary as { finalAmount: number }).finalAmount * 100);
    expect(upiUri).toBe(
      upiPaymentUri(
        { vpa: 'littlehope@okicici', payeeName: 'LittleHope Kids' },
        { id: orderId, amountPaise },
      ),
    );
    expect(upiUri).toContain('am=719.00&cu=INR');
    const details = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orderDetails/${orderId}`,
    });
    expect(details.json()).toMatchObject({ upiUri, paymentStatus: 'unpaid' });

    const cod = await placeCodOrder(t);
    const codAnswer = await cod.shopper.browser.request({
      method: 'GET',
      url: `/api/user/orderDetails/${cod.orderId}`,
    });
    expect(codAnswer.json().upiUri).toBeNull();
  });

  it('keeps the parent’s 12-digit UTR for their own unpaid UPI order only, once per UTR', async () => {
    const { shopper, orderId } = await placeUpiOrder(t);
    const utr = nextUtr();
    expect((await giveUtr(shopper, orderId, '12345')).json().message).toBe(
      'The UTR is the 12-digit number your UPI app shows for the payment.',
    );
    const stranger = await loggedIn(t);
    expect((await giveUtr(stranger, orderId, utr)).statusCode).toBe(404);
    const cod = await placeCodOrder(t, { shopper });
    const onCod = await giveUtr(shopper, cod.orderId, utr);
    expect(onCod.statusCode).toBe(409);
    expect(onCod.json().message).toBe('Only a UPI order takes a UTR.');

    const given = await giveUtr(shopper, orderId, `${utr.slice(0, 6)} ${utr.slice(6)}`);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().order).toMatchObject({ utr, paymentStatus: 'unpaid' });
    expect((await giveUtr(shopper, orderId, utr)).statusCode).toBe(200);
    expect((await giveUtr(shopper, orderId, nextUtr())).json().message).toBe(
      'A UTR has already been given for this order.',
    );
    const other = await placeUpiOrder(t, { shopper });
    const taken = await giveUtr(shopper, other.orderId, utr);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This UTR has already been given for another order.');
  });

  it('gives one UTR to one of two orders submitted at the same time', async () => {
    const first = await placeUpiOrder(t);
    const second = await placeUpiOrder(t);
    const utr = nextUtr();
    const answers = await Promise.all([
      giveUtr(first.shopper, first.orderId, utr),
      giveUtr(second.shopper, second.orderId, utr),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.upiUtr, utr));
    expect(holders).toHaveLength(1);
  });

  it('shows the owner the payments to verify; the owner marks them paid or failed, with history and audit', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeUpiOrder(t);
    const utr = nextUtr();
    await giveUtr(shopper, orderId, utr);
    expect(await adminView(admin, orderId)).toMatchObject({ utr, awaitingPayment: 'to-verify' });
    const toVerify = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/getAllOrders?page=1&limit=100&payment=to-verify',
    });
    const listed = toVerify.json().order as Array<{ _id: string; awaitingPayment: string }>;
    expect(listed.map((order) => order._id)).toContain(orderId);
    expect(listed.every((order) => order.awaitingPayment === 'to-verify')).toBe(true);
    expect(
      (await admin.browser.request({ method: 'GET', url: '/api/admin/getAllOrders?payment=soon' }))
        .statusCode,
    ).toBe(400);

    expect((await verify(admin, orderId, 'refunded')).statusCode).toBe(400);
    expect((await verify(shopper, orderId, 'paid')).statusCode).toBe(403);
    const paid = await verify(admin, orderId, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ paymentStatus: 'paid', awaitingPayment: null });
    const again = await verify(admin, orderId, 'failed');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A payment that is paid cannot be marked failed.');
    const parent = await shopper.browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(parent.json()).toMatchObject({ paymentStatus: 'paid', upiUri: null });

    const history = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/payment-history`,
    });
    expect(history.json().history).toMatchObject([
      { from: 'unpaid', to: 'paid', by: 'admin', note: `UTR ${utr}` },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.payment')));
    expect(audit).toMatchObject({ actorId: admin.user.id, after: { paymentStatus: 'paid' } });

    const failing = await placeUpiOrder(t);
    expect((await verify(admin, failing.orderId, 'failed')).json().order.paymentStatus).toBe('failed');
    const cod = await placeCodOrder(t);
    const onCod = await verify(admin, cod.orderId, 'paid');
    expect(onCod.statusCode).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(paymentStatusHistory)
        .where(eq(paymentStatusHistory.orderId, cod.orderId)),
    ).toEqual([]);
  });

  it('cancels unpaid UPI orders past the window and puts their pieces back once; a given UTR waits for the owner', async () => {
    const db = t.database.db;
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(db, { stock: { '4-5 y': 10 } });
    const placedAt = t.clock.now();
    const silent = await placeUpiOrder(t, { product });
    const withUtr = await placeUpiOrder(t, { product });
    await giveUtr(withUtr.shopper, withUtr.orderId, nextUtr());
    const failed = await placeUpiOrder(t, { product });
    await verify(admin, failed.orderId, 'failed');
    const stock = async () =>
      (
        await db
          .select({ stock: productSizes.stock })
          .from(productSizes)
          .where(and(eq(productSizes.productId, product.id), eq(productSizes.size, '4-5 y')))
      )[0]!.stock;
    expect(await stock()).toBe(7);

    const settings = { windowHours: 24, invoices: t.config.invoices };
    expect(
      await cancelUnpaidUpiOrders(db, { ...settings, now: new Date(placedAt.getTime() + 23 * HOUR) }),
    ).toEqual([]);
    const later = new Date(placedAt.getTime() + 25 * HOUR);
    const cancelled = await Promise.all([
      cancelUnpaidUpiOrders(db, { ...settings, now: later }),
      cancelUnpaidUpiOrders(db, { ...settings, now: later }),
    ]);
    // Every order of this file past its window ends (once, whichever tick got it), but not the one with a UTR.
    const ids = cancelled.flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([silent.orderId, failed.orderId]));
    expect(ids).not.toContain(withUtr.orderId);
    expect(await stock()).toBe(9);
    const restocks = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'order-cancelled')));
    expect(restocks).toHaveLength(2);
    const view = await silent.shopper.browser.request({
      method: 'GET',
      url: `/api/user/orderDetails/${silent.orderId}`,
    });
    expect(view.json()).toMatchObject({
      status: 'cancelled',
      statusReason: 'Cancelled by the shop: the UPI payment did not reach us in time.',
      upiUri: null,
    });
    expect((await adminView(admin, withUtr.orderId)).status).toBe('pending');
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderStatusHistory, orders, productSizes, stockMovements } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { moveOrder, placeCodOrder, type LoggedIn } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

// Shipping with a courier and an AWB number, a reason beside a cancellation, and parcels returned to origin (rto),
// on PUT /api/admin/updateOrderStatus (docs/decisions/0051-shipping-with-tracking-and-rto.md).

const onPostgres = process.env.TEST_DB === 'postgres';

function updateStatus(admin: LoggedIn, payload: Record<string, unknown>) {
  return admin.browser.request({ method: 'PUT', url: '/api/admin/updateOrderStatus', payload });
}

describe('shipping with tracking, cancel reasons and returns to origin', () => {
  const t = useTestApp();

  const adminView = async (admin: LoggedIn, orderId: string) =>
    (await admin.browser.request({ method: 'GET', url: `/api/admin/getOrderDetails/${orderId}` })).json();
  const customerView = async (shopper: LoggedIn, orderId: string) =>
    (await shopper.browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` })).json();
  const stockOf = async (productId: string) => {
    const [row] = await t.database.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, '4-5 y')));
    return row!.stock;
  };
  const historyOf = (orderId: string) =>
    t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

  it('ships with a courier and AWB: both views carry the shipment and its tracking page, the mail too', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    const shipped = await updateStatus(admin, {
      orderId,
      Ostatus: 'shipped',
      courier: 'delhivery',
      awb: ' 1234567890123 ',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const expected = {
      courier: 'delhivery',
      courierName: 'Delhivery',
      awb: '1234567890123',
      trackingUrl: 'https://www.delhivery.com/track-v2/package/1234567890123',
    };
    const forAdmin = await adminView(admin, orderId);
    expect(forAdmin).toMatchObject({ status: 'shipped', shipment: expected, statusReason: null });
    expect(Date.parse(forAdmin.shipment.shippedAt)).not.toBeNaN();
    expect(forAdmin.invoiceNumber).toMatch(/^LH\//);
    expect((await customerView(shopper, orderId)).shipment).toEqual(forAdmin.shipment);
    const list = await shopper.browser.request({ method: 'GET', url: '/api/user/getOrders' });
    expect(JSON.stringify(list.json())).toContain(expected.trackingUrl);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.status')))
      .orderBy(auditLog.at)
      .offset(1);
    expect(audit?.after).toEqual({ status: 'shipped', courier: 'delhivery', awb: '1234567890123' });

    const mail = await t.mailbox.waitFor(shopper.user.email, 'shipped');
    expect(mail.text).toContain('Courier: Delhivery, AWB number 1234567890123');
    expect(mail.text).toContain(`Track parcel: ${expected.trackingUrl}`);
    expect(mail.html).toContain(`<a href="${expected.trackingUrl}">Track parcel</a>`);
  });

  it('ships with "Other" and its name (no tracking page), and the bare call of the original client still ships', async () => {
    const admin = await loggedIn(t, 'admin');
    const other = await placeCodOrder(t);
    await moveOrder(admin, other.orderId, 'confirmed');
    const shipped = await updateStatus(admin, {
      orderId: other.orderId,
      Ostatus: 'shipped',
      courier: 'other',
      courierName: '  Speedy Local Couriers ',
      awb: 'SLC-0042',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await customerView(other.shopper, other.orderId)).shipment).toMatchObject({
      courier: 'other',
      courierName: 'Speedy Local Couriers',
      awb: 'SLC-0042',
      trackingUrl: null,
    });

    const bare = await placeCodOrder(t);
    await moveOrder(admin, bare.orderId, 'confirmed', 'shipped');
    const view = await customerView(bare.shopper, bare.orderId);
    expect(view).toMatchObject({ status: 'shipped', shipment: null });
    expect(view.invoiceNumber).toMatch(/^LH\//);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, bare.orderId));
    expect(row?.shippedAt).toBeInstanceOf(Date);
  });

  it('refuses a bad courier, AWB or reason with 400 and a message, and changes nothing', async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    const before = await adminView(admin, orderId);
    const historyBefore = (await historyOf(orderId)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ courier: 'fedex', awb: '123456' }, 'Please choose a courier from the list.'],
      [{ courier: 'delhivery', awb: '' }, 'Please enter the AWB (tracking) number.'],
      [{ courier: 'delhivery', awb: '   ' }, 'Please enter the AWB (tracking) number.'],
      [{ courier: 'delhivery' }, 'Please enter the AWB (tracking) number.'],
      [{ courier: 'delhivery', awb: '1'.repeat(31) }, 'The AWB number may be at most 30 characters.'],
      [
        { courier: 'bluedart', awb: '123 456<b>' },
        'The AWB number may contain only letters, digits and hyphens.',
      ],
      [{ courier: 'other', awb: 'X123' }, 'Please enter the name of the courier.'],
      [{ courier: 'other', courierName: '  ', awb: 'X123' }, 'Please enter the name of the courier.'],
      [{ awb: '123456' }, 'Please choose the courier of this AWB number.'],
      [{ courierName: 'Local' }, 'Please choose the courier of this AWB number.'],
      [
        { reason: 'Out of stock' },
        'A reason can only be given when cancelling an order or marking it returned to origin.',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await updateStatus(admin, { orderId, Ostatus: 'shipped', ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().message, JSON.stringify(fields)).toBe(message);
    }
    const withCourierNotShipping = await updateStatus(admin, {
      orderId,
      Ostatus: 'cancelled',
      courier: 'dtdc',
      awb: 'D123456',
    });
    expect(withCourierNotShipping.statusCode).toBe(400);
    expect(withCourierNotShipping.json().message).toBe(
      'A courier and AWB number can only be given when marking an order shipped.',
    );
    const longReason = await updateStatus(admin, { orderId, Ostatus: 'cancelled', reason: 'x'.repeat(301) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().message).toBe('The reason may be at most 300 characters.');

    expect(await adminView(admin, orderId)).toEqual(before);
    expect(await historyOf(orderId)).toHaveLength(historyBefore);
  });

  it('cancels with a reason: the parent reads it on the order and in the mail; the bare cancel still works', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId } = await placeCodOrder(t);
    const reason = 'The frock in size 4-5 y was damaged in our store.';
    const cancelled = await updateStatus(admin, { orderId, Ostatus: 'cancelled', reason: ` ${reason} ` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await customerView(shopper, orderId)).toMatchObject({ status: 'cancelled', statusReason: reason });
    expect((await adminView(admin, orderId)).statusReason).toBe(reason);
    const history = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orders/${orderId}/history`,
    });
    expect(history.json().history.at(-1)).toMatchObject({ to: 'cancelled', by: 'admin', reason });
    const mail = await t.mailbox.waitFor(shopper.user.email, 'cancelled');
    expect(mail.text).toContain('the shop had to cancel it');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.html).toContain('Reason: The frock in size 4-5 y was damaged in our store.');

    const bare = await placeCodOrder(t);
    await moveOrder(admin, bare.orderId, 'cancelled');
    expect(await customerView(bare.shopper, bare.orderId)).toMatchObject({
      status: 'cancelled',
      statusReason: null,
    });
  });

  it('marks a shipped parcel returned to origin: stock back once, history and audit, nothing paid, no invoice', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, orderId, product } = await placeCodOrder(t, { quantity: 3, stock: { '4-5 y': 10 } });
    expect(await stockOf(product.id)).toBe(7);

    // Only a shipped order can come back.
    const tooEarly = await updateStatus(admin, { orderId, Ostatus: 'rto' });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe('An order that is pending cannot be marked rto.');
    await moveOrder(admin, orderId, 'confirmed');
    expect((await updateStatus(admin, { orderId, Ostatus: 'rto' })).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(7);

    await updateStatus(admin, { orderId, Ostatus: 'shipped', courier: 'xpressbees', awb: 'XB14500012345' });
    const reason = 'Refused at the door.';
    const rto = await updateStatus(admin, { orderId, Ostatus: 'rto', reason });
    expect(rto.statusCode, rto.body).toBe(200);
    expect(await stockOf(product.id)).toBe(10);

    const again = await updateStatus(admin, { orderId, Ostatus: 'rto' });
    expect(again.statusCode).toBe(409);
    expect((await updateStatus(admin, { orderId, Ostatus: 'delivered' })).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(10);

    const view = await customerView(shopper, orderId);
    expect(view).toMatchObject({
      status: 'rto',
      paymentStatus: 'unpaid',
      statusReason: reason,
      shipment: { courier: 'xpressbees', awb: 'XB14500012345' },
    });
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'order-rto')));
    expect(movements).toMatchObject([{ delta: 3, stockAfter: 10, actorKind: 'admin' }]);
    expect((await historyOf(orderId)).find((row) => row.toStatus === 'rto')).toMatchObject({
      fromStatus: 'shipped',
      actorKind: 'admin',
      reason,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'order.status')));
    expect(audits.map((a) => a.after)).toContainEqual({ status: 'rto', reason });

    const invoice = await shopper.browser.request({
      method: 'GET',
      url: `/api/user/orders/${orderId}/invoice`,
    });
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe('This parcel came back to us undelivered, so it has no invoice.');

    expect((await t.mailbox.waitFor(shopper.user.email, 'returned to us')).text).toContain(
      `Reason: ${reason}`,
    );

    const filtered = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/getAllOrders?page=1&limit=50&status=rto',
    });
    expect(filtered.json().order.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    const csv = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/orders/export.csv?status=rto',
    });
    const [header, line, ...rest] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toMatch(/,Order total,Address,Courier,AWB,Credit notes,SKU$/);
    expect(line).toMatch(
      new RegExp(`^${orderId},[^,]+,rto,.*,Xpressbees,XB14500012345,,LH-[0-9A-F]{6,}-[0-9-]+Y$`),
    );
    expect(rest).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'two admins marking the same parcel rto at once: one wins, stock comes back once',
    async () => {
      const admin = await loggedIn(t, 'admin');
      const other = await loggedIn(t, 'admin');
      const { orderId, product } = await placeCodOrder(t, { quantity: 2, stock: { '4-5 y': 5 } });
      await moveOrder(admin, orderId, 'confirmed', 'shipped');
      expect(await stockOf(product.id)).toBe(3);
      const answers = await Promise.all([
        updateStatus(admin, { orderId, Ostatus: 'rto' }),
        updateStatus(other, { orderId, Ostatus: 'rto' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(product.id)).toBe(5);
      const movements = await t.database.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'order-rto')));
      expect(movements).toHaveLength(1);
      expect((await historyOf(orderId)).filter((row) => row.toStatus === 'rto')).toHaveLength(1);
    },
  );
});

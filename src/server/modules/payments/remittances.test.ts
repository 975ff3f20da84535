import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, paymentStatusHistory, remittanceOrders, remittances } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { moveOrder, placeCodOrder, type LoggedIn } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { giveUtr, placeUpiOrder } from '../../test/upi-orders';

// Couriers' cash-on-delivery remittances (docs/decisions/0055-payment-status-and-cod-remittances.md): a delivered
// COD order is cash to collect until a remittance that adds up to its orders covers it; each order and each
// reference once; the cash still with couriers by courier and age.

const DAY = 24 * 60 * 60 * 1000;
let references = 0;
const nextReference = () => `DLV-${Date.now()}-${++references}`;

describe('courier remittances', () => {
  const t = useTestApp({ UPI_ID: 'littlehope@okicici' });

  /** A COD order (₹719: ₹699 and the ₹20 fee) shipped with `courier` and delivered. */
  async function deliveredCod(admin: LoggedIn, courier = 'delhivery') {
    const { orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed');
    const shipped = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: 'shipped', courier, awb: `AWB${Date.now()}${++references}` },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await moveOrder(admin, orderId, 'delivered');
    return orderId;
  }
  const record = (admin: LoggedIn, payload: Record<string, unknown>) =>
    admin.browser.request({ method: 'POST', url: '/api/admin/remittances', payload });
  const paymentOf = async (orderId: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
  const cash = async (admin: LoggedIn) =>
    (await admin.browser.request({ method: 'GET', url: '/api/admin/cash-with-couriers' })).json();

  it('keeps delivered COD orders as cash to collect, by courier and age, until a remittance marks them paid', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await deliveredCod(admin);
    const second = await deliveredCod(admin);
    const other = await deliveredCod(admin, 'bluedart');
    const details = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${first}`,
    });
    expect(details.json()).toMatchObject({ paymentStatus: 'unpaid', awaitingPayment: 'to-collect' });

    const before = await cash(admin);
    const delhivery = before.couriers.find((group: { courier: string }) => group.courier === 'delhivery');
    expect(delhivery.orders.map((order: { _id: string }) => order._id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect(delhivery.orders.find((order: { _id: string }) => order._id === first)).toMatchObject({
      amount: 719,
      ageDays: 0,
      ageBand: '0-7',
    });
    expect(delhivery.byAge['0-7']).toBe(delhivery.total);
    // Ten days later the same cash is 8–15 days old.
    t.clock.advance(10 * DAY);
    const later = await cash(admin);
    const aged = later.couriers.find((group: { courier: string }) => group.courier === 'delhivery');
    expect(aged.orders.find((order: { _id: string }) => order._id === first)).toMatchObject({
      ageBand: '8-15',
    });
    t.clock.advance(-10 * DAY);

    const reference = nextReference();
    const recorded = await record(admin, {
      courier: 'delhivery',
      amount: 1438,
      date: '2026-11-20',
      reference,
      orderIds: [first, second],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().remittance).toMatchObject({ courier: 'delhivery', amount: 1438, reference });
    expect(await paymentOf(first)).toBe('paid');
    expect(await paymentOf(second)).toBe('paid');
    expect(await paymentOf(other)).toBe('unpaid');
    const history = await t.database.db
      .select()
      .from(paymentStatusHistory)
      .where(eq(paymentStatusHistory.orderId, first));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.note])).toEqual([
      ['unpaid', 'paid', `Remittance ${reference}`],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'remittance.created'), eq(auditLog.targetId, recorded.json().remittance._id)),
      );
    expect(audits).toHaveLength(1);

    const listed = await admin.browser.request({ method: 'GET', url: '/api/admin/remittances' });
    expect(listed.json().remittances[0]).toMatchObject({ reference, orderIds: [first, second].sort() });
    const after = await cash(admin);
    const ids = after.couriers.flatMap((group: { orders: Array<{ _id: string }> }) =>
      group.orders.map((o) => o._id),
    );
    expect(ids).not.toContain(first);
    expect(ids).toContain(other);
  });

  it('refuses a remittance that does not add up, with the difference, and changes nothing', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await deliveredCod(admin);
    const second = await deliveredCod(admin);
    const reference = nextReference();
    const short = await record(admin, {
      courier: 'delhivery',
      amount: 1400,
      date: '2026-11-20',
      reference,
      orderIds: [first, second],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'The orders add up to ₹1,438.00 but the remittance is ₹1,400.00: ₹38.00 short.',
    );
    const over = await record(admin, {
      courier: 'delhivery',
      amount: 720.5,
      date: '2026-11-20',
      reference,
      orderIds: [first],
    });
    expect(over.json().message).toBe(
      'The orders add up to ₹719.00 but the remittance is ₹720.50: ₹1.50 too much.',
    );
    expect(await paymentOf(first)).toBe('unpaid');
    expect(
      await t.database.db.select().from(remittances).where(eq(remittances.reference, reference)),
    ).toEqual([]);
    const wrongCourier = await record(admin, {
      courier: 'bluedart',
      amount: 719,
      date: '2026-11-20',
      reference,
      orderIds: [first],
    });
    expect(wrongCourier.statusCode).toBe(400);
    expect(wrongCourier.json().message).toMatch(/was delivered by Delhivery\.$/);
    const bad = await record(admin, {
      courier: 'delhivery',
      amount: 719,
      date: 'yesterday',
      reference,
      orderIds: [first],
    });
    expect(bad.statusCode).toBe(400);
    const shopper = await loggedIn(t);
    expect(
      (
        await record(shopper, {
          courier: 'delhivery',
          amount: 719,
          date: '2026-11-20',
          reference,
          orderIds: [first],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses orders already paid, in another remittance or not delivered COD (409), and a reference twice', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await deliveredCod(admin);
    const second = await deliveredCod(admin);
    const reference = nextReference();
    const body = { courier: 'delhivery', amount: 719, date: '2026-11-20', reference, orderIds: [first] };
    expect((await record(admin, body)).statusCode).toBe(201);
    const again = await record(admin, { ...body, reference: nextReference() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already in another remittance\.$/);
    const sameReference = await record(admin, { ...body, orderIds: [second] });
    expect(sameReference.statusCode).toBe(409);
    expect(sameReference.json().message).toBe('A remittance with this reference is already recorded.');
    expect(await paymentOf(second)).toBe('unpaid');

    const pending = await placeCodOrder(t);
    const notDelivered = await record(admin, {
      ...body,
      reference: nextReference(),
      orderIds: [pending.orderId],
    });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toMatch(/is not a delivered cash-on-delivery order\.$/);
    const upi = await placeUpiOrder(t);
    await giveUtr(upi.shopper, upi.orderId, `5${String(Date.now()).slice(-11)}`);
    expect(
      (await record(admin, { ...body, reference: nextReference(), orderIds: [upi.orderId] })).statusCode,
    ).toBe(409);

    // Paid without a remittance (as COD orders delivered before remittances were recorded).
    const legacy = await deliveredCod(admin);
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, legacy));
    const paid = await record(admin, { ...body, reference: nextReference(), orderIds: [legacy] });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/is already paid\.$/);
  });

  it('records one of two identical remittances sent at the same time', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await deliveredCod(admin);
    const second = await deliveredCod(admin);
    const body = {
      courier: 'delhivery',
      amount: 1438,
      date: '2026-11-20',
      reference: nextReference(),
      orderIds: [first, second],
    };
    const answers = await Promise.all([record(admin, body), record(admin, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(
      await t.database.db.select().from(remittances).where(eq(remittances.reference, body.reference)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(remittanceOrders)
        .where(inArray(remittanceOrders.orderId, [first, second])),
    ).toHaveLength(2);
    const moves = await t.database.db
      .select()
      .from(paymentStatusHistory)
      .where(inArray(paymentStatusHistory.orderId, [first, second]));
    expect(moves).toHaveLength(2);
  });
});

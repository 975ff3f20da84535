import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import type { LoggedIn } from '../../test/orders';
import { askReturn, deliveredCouponOrder, refundReturn } from '../../test/refunds';
import { loggedIn } from '../../test/sessions';

// One revenue definition (src/contract/revenue.ts): net sales = orders not cancelled (nor rto), less refunds, the
// refunds counted on the day they are made; the dashboard and the reports answer the same figure for the same days,
// and "awaiting payment" apart.

const DAY = 24 * 60 * 60 * 1000;

async function figures(admin: LoggedIn, day: string, to = day) {
  const [dash, report] = await Promise.all([
    admin.browser.request({ method: 'GET', url: '/api/admin/getDashData' }),
    admin.browser.request({ method: 'GET', url: `/api/admin/reports?from=${day}&to=${to}` }),
  ]);
  expect(dash.statusCode, dash.body).toBe(200);
  expect(report.statusCode, report.body).toBe(200);
  return { dash: dash.json(), report: report.json() };
}

describe('net sales on the dashboard and in the reports', () => {
  const t = useTestApp();

  it('counts orders not cancelled, less refunds on the day they are made, the same on both screens', async () => {
    // 26 Nov 2026, 11:00 IST; the refund comes the next day.
    t.clock.setTo(new Date('2026-11-26T05:30:00Z'));
    const admin = await loggedIn(t, 'admin');
    const db = t.database.db;
    // ₹2,017.00: 3 × ₹699 − ₹100 coupon + ₹20 fee; cash on delivery, its cash with the shop.
    const { shopper, orderId, frock } = await deliveredCouponOrder(t, admin);
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
    const product = await createProduct(db);
    const now = t.clock.now();
    // Cash on delivery still to collect (₹719).
    await insertOrder(db, { placedAt: now, lines: [{ productId: product.id }] });
    // Not sales: a cancelled order and one returned to origin.
    await insertOrder(db, { placedAt: now, status: 'cancelled', lines: [{ productId: product.id }] });
    await insertOrder(db, { placedAt: now, status: 'rto', lines: [{ productId: product.id }] });
    // A UPI order still to verify (₹719) and a paid one (₹719).
    const toVerify = await insertOrder(db, { placedAt: now, lines: [{ productId: product.id }] });
    const paid = await insertOrder(db, { placedAt: now, lines: [{ productId: product.id }] });
    await db.update(orders).set({ paymentMethod: 'upi' }).where(eq(orders.id, toVerify.id));
    await db
      .update(orders)
      .set({ paymentMethod: 'upi', paymentStatus: 'paid' })
      .where(eq(orders.id, paid.id));

    const before = await figures(admin, '2026-11-26');
    expect(before.dash.totalRevenue).toBe(4174);
    expect(before.dash.todayRevenue).toBe(4174);
    expect(before.report.summary).toMatchObject({ revenue: 4174, grossSales: 4174, refunds: 0 });
    expect(before.dash.awaitingPayment).toEqual({
      orders: 2,
      amount: 1438,
      byMethod: [
        { paymentMethod: 'cod', orders: 1, amount: 719 },
        { paymentMethod: 'upi', orders: 1, amount: 719 },
      ],
    });
    expect(before.report.summary.awaitingPayment).toEqual(before.dash.awaitingPayment);

    // The next day one frock (₹665.66) is refunded, with its credit note.
    const request = await askReturn(shopper, orderId, [{ productId: frock.id, quantity: 1 }]);
    t.clock.advance(DAY);
    expect((await refundReturn(admin, request._id)).statusCode).toBe(200);

    const refundDay = await figures(admin, '2026-11-27');
    expect(refundDay.dash.todayRevenue).toBe(-665.66);
    expect(refundDay.report.summary).toMatchObject({
      revenue: -665.66,
      grossSales: 0,
      refunds: 665.66,
      creditNotes: { count: 1, total: 665.66 },
    });
    const both = await figures(admin, '2026-11-26', '2026-11-27');
    expect(both.dash.totalRevenue).toBe(3508.34);
    expect(both.dash.totalSales).toBe(4174);
    expect(both.dash.totalRefunds).toBe(665.66);
    expect(both.report.summary).toMatchObject({ revenue: 3508.34, grossSales: 4174, refunds: 665.66 });
    expect(both.report.series).toEqual([
      { period: '2026-11-26', orders: 4, revenue: 4174 },
      { period: '2026-11-27', orders: 0, revenue: -665.66 },
    ]);
    // The first day on its own is unchanged: the refund belongs to the day it was made.
    expect((await figures(admin, '2026-11-26')).report.summary.revenue).toBe(4174);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportPeriods } from '../../../contract/reports';
import { products } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import { loggedIn } from '../../test/sessions';
import { salesReport } from './reports.service';
import { REPORT_MESSAGES } from '../../../contract/messages/back-office';

// GET /api/admin/reports: revenue, orders and rates over IST days, weeks and months, by category and gender.

describe('reports', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function seed() {
    const frock = await createProduct(db(), { name: 'Cotton Frock' });
    const kurta = await createProduct(db(), { name: 'Festive Kurta' });
    await db()
      .update(products)
      .set({ category: 'Ethnic Wear', gender: 'Boys' })
      .where(eq(products.id, kurta.id));
    const kurtaLine = {
      productId: kurta.id,
      name: 'Festive Kurta',
      discountPricePaise: 120_050,
      pricePaise: 150_000,
    };
    // 01 Nov 00:30 IST (a Sunday)
    await insertOrder(db(), {
      placedAt: new Date('2026-10-31T19:00:00Z'),
      status: 'shipped',
      lines: [{ productId: frock.id }, kurtaLine],
    });
    // 03 Nov 01:30 IST and 03 Nov 15:30 IST
    await insertOrder(db(), {
      placedAt: new Date('2026-11-02T20:00:00Z'),
      lines: [{ productId: frock.id, quantity: 2 }],
    });
    await insertOrder(db(), {
      placedAt: new Date('2026-11-03T10:00:00Z'),
      status: 'delivered',
      lines: [kurtaLine],
    });
    // 09 Nov, cancelled
    await insertOrder(db(), {
      placedAt: new Date('2026-11-09T00:00:00Z'),
      status: 'cancelled',
      lines: [{ productId: frock.id }],
    });
    // 31 Oct 23:30 IST: outside the range
    await insertOrder(db(), {
      placedAt: new Date('2026-10-31T18:00:00Z'),
      lines: [{ productId: frock.id, quantity: 5 }],
    });
    return { frock, kurta };
  }
  const seeded = (() => {
    let once: ReturnType<typeof seed> | undefined;
    return () => (once ??= seed());
  })();

  async function report(query: string) {
    const admin = await loggedIn(t, 'admin');
    return admin.browser.request({ method: 'GET', url: `/api/admin/reports?${query}` });
  }

  it('sums the range by IST day, with rates, categories, genders and top products', async () => {
    const { frock, kurta } = await seeded();
    const response = await report('from=2026-11-01&to=2026-11-10&interval=day');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.summary).toEqual({
      revenue: 4558,
      grossSales: 4558,
      refunds: 0,
      creditNotes: { count: 0, total: 0 },
      // Written straight in, none of them marked paid: all cash on delivery still to collect.
      awaitingPayment: {
        orders: 3,
        amount: 4558,
        byMethod: [{ paymentMethod: 'cod', orders: 3, amount: 4558 }],
      },
      orders: 3,
      averageOrderValue: 1519.33,
      unitsSold: 5,
      cancelledOrders: 1,
      cancellationRate: 0.25,
      returnedOrders: 0,
      returnRate: 0,
    });
    expect(body.series).toHaveLength(10);
    expect(body.series[0]).toEqual({ period: '2026-11-01', orders: 1, revenue: 1919.5 });
    expect(body.series[1]).toEqual({ period: '2026-11-02', orders: 0, revenue: 0 });
    expect(body.series[2]).toEqual({ period: '2026-11-03', orders: 2, revenue: 2638.5 });
    expect(body.series[8]).toEqual({ period: '2026-11-09', orders: 0, revenue: 0 });
    expect(body.byCategory).toEqual([
      { _id: 'Ethnic Wear', revenue: 2401, orders: 2, units: 2 },
      { _id: 'Casual Wear', revenue: 2097, orders: 2, units: 3 },
    ]);
    expect(body.byGender).toEqual([
      { _id: 'Boys', revenue: 2401, units: 2 },
      { _id: 'Girls', revenue: 2097, units: 3 },
    ]);
    expect(body.topProducts.map((p: { productId: string; units: number }) => [p.productId, p.units])).toEqual(
      [
        [frock.id, 3],
        [kurta.id, 2],
      ],
    );
  });

  it('groups by Monday-to-Sunday weeks and by months', async () => {
    await seeded();
    const weeks = (await report('from=2026-11-01&to=2026-11-10&interval=week')).json();
    expect(weeks.series).toEqual([
      { period: '2026-10-26', orders: 1, revenue: 1919.5 },
      { period: '2026-11-02', orders: 2, revenue: 2638.5 },
      { period: '2026-11-09', orders: 0, revenue: 0 },
    ]);
    const months = (await report('from=2026-10-01&to=2026-11-30&interval=month')).json();
    expect(months.series).toEqual([
      { period: '2026-10-01', orders: 1, revenue: 3515 },
      { period: '2026-11-01', orders: 3, revenue: 4558 },
    ]);
    expect(reportPeriods('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('is zero-safe on an empty range and takes returns from the returns module when it counts them', async () => {
    await seeded();
    const empty = (await report('from=2025-01-01&to=2025-01-31')).json();
    expect(empty.summary).toEqual({
      revenue: 0,
      grossSales: 0,
      refunds: 0,
      creditNotes: { count: 0, total: 0 },
      awaitingPayment: { orders: 0, amount: 0, byMethod: [] },
      orders: 0,
      averageOrderValue: 0,
      unitsSold: 0,
      cancelledOrders: 0,
      cancellationRate: 0,
      returnedOrders: 0,
      returnRate: 0,
    });
    expect(empty.interval).toBe('day');
    const withReturn = await salesReport(
      db(),
      { from: '2026-11-01', to: '2026-11-10', interval: 'day' },
      async () => 1,
    );
    expect(withReturn.summary.returnedOrders).toBe(1);
    expect(withReturn.summary.returnRate).toBe(1);
  });

  it('answers a bad range with 400 and a message, and only to admins', async () => {
    for (const [query, message] of [
      ['from=2026-11-10&to=2026-11-01', REPORT_MESSAGES.badRange],
      ['from=2020-01-01&to=2026-11-01', REPORT_MESSAGES.rangeTooLong],
      ['from=2026-11-01&to=2026-11-10&interval=hour', REPORT_MESSAGES.badInterval],
      ['from=yesterday&to=2026-11-10', REPORT_MESSAGES.badDate],
      ['to=2026-11-10', REPORT_MESSAGES.badDate],
    ] as const) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    const shopper = await loggedIn(t);
    expect(
      (
        await shopper.browser.request({
          method: 'GET',
          url: '/api/admin/reports?from=2026-11-01&to=2026-11-02',
        })
      ).statusCode,
    ).toBe(403);
  });
});

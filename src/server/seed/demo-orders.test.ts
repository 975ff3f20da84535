import pino from 'pino';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICE_SERIES } from '../../contract/tax-invoice';
import { orderStatusHistory, orders } from '../db/schema';
import { dashboardFigures } from '../modules/reports/dashboard.service';
import { useTestApp } from '../test/harness';
import { seedDemoData } from './demo';
import { seedDemoOrders } from './demo-orders';

// The demo shop's past orders read as a real shop's: a timeline from placing to where each order is now, the
// last change of the order being the last step of its timeline, and invoices for those that shipped, numbered
// without gaps in the order they shipped.

describe('demo orders', () => {
  const t = useTestApp();
  // A second, empty shop: the demo data is seeded once per database.
  const fresh = useTestApp();

  it('each has its status history, and each shipped one its invoice, numbered in shipping order', async () => {
    const db = t.database.db;
    const now = new Date();
    expect(await seedDemoData(db, pino({ level: 'silent' }), now)).toBe(true);
    expect(await seedDemoOrders(db, now, t.config.invoices)).toBeGreaterThan(10);

    const all = await db.select().from(orders);
    const history = await db.select().from(orderStatusHistory).orderBy(asc(orderStatusHistory.changedAt));
    const shippedAt = new Map<string, Date>();
    for (const order of all) {
      const steps = history.filter((step) => step.orderId === order.id);
      expect(steps[0]).toMatchObject({ fromStatus: null, toStatus: 'pending', actorKind: 'shopper' });
      expect(steps.at(-1)!.toStatus).toBe(order.status);
      expect(steps.at(-1)!.changedAt.getTime()).toBe(order.updatedAt.getTime());
      expect(steps.every((step) => step.changedAt.getTime() <= now.getTime())).toBe(true);
      const shipped = steps.find((step) => step.toStatus === 'shipped');
      if (shipped) shippedAt.set(order.id, shipped.changedAt);
      expect(Boolean(order.invoiceNumber)).toBe(Boolean(shipped));
    }
    const numbered = all
      .filter((order) => order.invoiceNumber)
      .sort((a, b) => shippedAt.get(a.id)!.getTime() - shippedAt.get(b.id)!.getTime());
    expect(numbered.length).toBeGreaterThan(5);
    for (const order of numbered) expect(order.invoiceNumber).toMatch(INVOICE_SERIES.pattern);
    // All shipped this financial year or the last: within a year, numbers run 1, 2, 3 … in shipping order.
    const byYear = new Map<string, number[]>();
    for (const order of numbered) {
      const [, year, serial] = order.invoiceNumber!.split('/');
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(serial)]);
    }
    for (const serials of byYear.values()) expect(serials).toEqual(serials.map((_, i) => i + 1));
  });

  it("a demo shop started just after midnight in India already has today's orders", async () => {
    // 00:10 IST: the orders listed as a few hours old would otherwise fall on the evening before.
    const db = fresh.database.db;
    const now = new Date('2026-11-25T18:40:00.000Z');
    expect(await seedDemoData(db, pino({ level: 'silent' }), now)).toBe(true);
    await seedDemoOrders(db, now, fresh.config.invoices);
    const figures = await dashboardFigures(db, now);
    expect(figures.todayOrders).toBeGreaterThan(0);
    const placed = await db.select({ at: orders.placedAt }).from(orders);
    expect(placed.every((order) => order.at.getTime() <= now.getTime())).toBe(true);
  });
});

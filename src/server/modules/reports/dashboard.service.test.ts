import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { dashboardFigures } from './dashboard.service';

// A hand-made shop: every expected figure below can be checked by hand from these rows.
const NOW = new Date('2026-11-22T12:00:00+05:30');
const TODAY_EARLY = new Date('2026-11-22T00:10:00+05:30'); // 21 Nov 18:40 UTC: today in India
const YESTERDAY_LATE = new Date('2026-11-21T23:50:00+05:30');

describe('dashboard figures', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const db = t.database.db;
    const [admin, asha, ravi, meera] = await db
      .insert(users)
      .values([
        {
          name: 'Admin',
          email: 'admin@gmail.com',
          passwordHash: 'x',
          role: 'admin',
          createdAt: new Date('2026-11-20T10:00:00+05:30'),
        },
        {
          name: 'Asha',
          email: 'asha@gmail.com',
          passwordHash: 'x',
          createdAt: new Date('2026-11-20T10:00:00+05:30'),
        },
        {
          name: 'Ravi',
          email: 'ravi@gmail.com',
          passwordHash: 'x',
          createdAt: new Date('2026-11-10T10:00:00+05:30'),
        },
        {
          name: 'Meera',
          email: 'meera@gmail.com',
          passwordHash: 'x',
          createdAt: new Date('2025-01-01T10:00:00+05:30'),
        },
      ])
      .returning();
    const [frock, kurta, tee] = await db
      .insert(products)
      .values([
        {
          name: 'Party Frock',
          description: 'd',
          category: 'Party Wear',
          gender: 'Girls',
          pricePaise: 150000,
          discountPricePaise: 100000,
        },
        {
          name: 'Kurta Set',
          description: 'd',
          category: 'Ethnic Wear',
          gender: 'Boys',
          pricePaise: 120000,
          discountPricePaise: 90000,
        },
        {
          name: 'Cotton Tee',
          description: 'd',
          category: 'Casual Wear',
          gender: 'Unisex',
          pricePaise: 50000,
          discountPricePaise: 40000,
        },
      ])
      .returning();
    const address = { fullName: 'A', landmark: 'L', city: 'Pune', zipCode: '411001', mobileNo: '9876543210' };
    const order = (user: typeof asha, status: string, placedAt: Date, finalAmountPaise: number) => ({
      userId: user!.id,
      customerName: user!.name,
      customerEmail: user!.email,
      addressInfo: address,
      totalMrpPaise: 0,
      totalDiscountPaise: 0,
      platformFeePaise: 2000,
      finalAmountPaise,
      status,
      placedAt,
    });
    const [o1, o2, o3, o4] = await db
      .insert(orders)
      .values([
        order(asha, 'delivered', new Date('2026-11-15T10:00:00+05:30'), 202000), // 2 frocks
        order(ravi, 'pending', TODAY_EARLY, 112000), // 1 kurta + 1 tee... see items
        order(meera, 'cancelled', TODAY_EARLY, 90000), // never counts
        order(asha, 'shipped', YESTERDAY_LATE, 42000), // 1 tee
      ])
      .returning();
    const item = (orderId: string, product: typeof frock, quantity: number) => ({
      orderId,
      productId: product!.id,
      name: product!.name,
      size: '4-5 y',
      quantity,
      pricePaise: product!.pricePaise,
      discountPricePaise: product!.discountPricePaise,
    });
    await db
      .insert(orderItems)
      .values([
        item(o1!.id, frock, 2),
        item(o2!.id, kurta, 1),
        item(o2!.id, tee, 1),
        item(o3!.id, kurta, 1),
        item(o4!.id, tee, 1),
      ]);
    expect(admin).toBeDefined();
  });

  it('counts revenue and orders, leaving cancelled orders out', async () => {
    const figures = await dashboardFigures(t.database.db, NOW);
    expect(figures.totalRevenue).toBe(2020 + 1120 + 420);
    expect(figures.totalOrders).toBe(1); // completed = delivered
    expect(figures.todayOrders).toBe(1); // placed today in India, not cancelled
    expect(figures.todayRevenue).toBe(1120);
    expect(figures.totalUsers).toBe(3); // shoppers only
  });

  it('groups orders by category and sales by gender', async () => {
    const figures = await dashboardFigures(t.database.db, NOW);
    expect(figures.categoryOrders).toEqual([
      { _id: 'Casual Wear', orders: 2 },
      { _id: 'Ethnic Wear', orders: 1 },
      { _id: 'Party Wear', orders: 1 },
    ]);
    expect(figures.genderSales).toEqual([
      { _id: 'Boys', value: 900 },
      { _id: 'Girls', value: 2000 },
      { _id: 'Unisex', value: 800 },
    ]);
  });

  it('shows new shoppers per week for the last 12 weeks, oldest first', async () => {
    const figures = await dashboardFigures(t.database.db, NOW);
    expect(figures.customerGrowth).toHaveLength(12);
    expect(figures.customerGrowth.at(-1)).toEqual({ users: 1, weekStart: '2026-11-16' }); // Asha, 20 Nov
    expect(figures.customerGrowth.at(-2)).toEqual({ users: 1, weekStart: '2026-11-09' }); // Ravi, 10 Nov
    expect(figures.customerGrowth.reduce((total, week) => total + week.users, 0)).toBe(2); // Meera is older
  });

  it('ranks best sellers by units sold, with their revenue', async () => {
    const figures = await dashboardFigures(t.database.db, NOW);
    expect(
      figures.bestSellingProducts.map(({ name, unitsSold, revenue }) => ({ name, unitsSold, revenue })),
    ).toEqual([
      { name: 'Party Frock', unitsSold: 2, revenue: 2000 },
      { name: 'Cotton Tee', unitsSold: 2, revenue: 800 },
      { name: 'Kurta Set', unitsSold: 1, revenue: 900 },
    ]);
  });

  it('answers zeros and empty lists for an empty shop day', async () => {
    const figures = await dashboardFigures(t.database.db, new Date('2030-01-01T12:00:00+05:30'));
    expect(figures.todayOrders).toBe(0);
    expect(figures.todayRevenue).toBe(0);
    expect(figures.customerGrowth.every((week) => week.users === 0)).toBe(true);
  });
});

import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { BEST_SELLERS_LIMIT, CUSTOMER_GROWTH_WEEKS, type Dashboard } from '../../../contract/dashboard';
import { addDays, istDayKey, istStartOfDay } from '../../../contract/dates';
import { paiseToRupees } from '../../../contract/money';
import type { Db } from '../../db/client';
import { orderItems, orders, productImages, products, users } from '../../db/schema';
import { bestSellers, isSaleSql, lineRevenueSql, netSales, unpaidSales } from './revenue-sql';

// Every figure is one SQL aggregate over the sales of src/contract/revenue.ts (cancelled orders never count);
// revenue is net sales, less refunds, from revenue-sql.ts as in the reports. Definitions:
// docs/decisions/0010-dashboard-figures.md and docs/decisions/0056-refunds-credit-notes-and-net-sales.md.

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Best sellers come back without pictures; `dashboard` adds them. */
type DashboardFigures = Omit<Dashboard, 'bestSellingProducts'> & {
  bestSellingProducts: Array<Omit<Dashboard['bestSellingProducts'][number], 'images'>>;
};

/** The dashboard as the API answers it: the figures, and each best seller's first picture. */
export async function dashboard(
  db: Db,
  now: Date,
  imageUrl: (imageId: string) => string,
): Promise<Dashboard> {
  const figures = await dashboardFigures(db, now);
  const ids = figures.bestSellingProducts.map((product) => product.id);
  const pictures =
    ids.length === 0
      ? []
      : await db
          .select({ productId: productImages.productId, imageId: productImages.imageId })
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)));
  const pictureOf = new Map(pictures.map((row) => [row.productId, imageUrl(row.imageId)]));
  return {
    ...figures,
    bestSellingProducts: figures.bestSellingProducts.map((product) => {
      const picture = pictureOf.get(product.id);
      return { ...product, images: picture ? [picture] : [] };
    }),
  };
}

export async function dashboardFigures(db: Db, now: Date): Promise<DashboardFigures> {
  const todayStart = istStartOfDay(now);
  const tomorrowStart = addDays(todayStart, 1);
  const growthStart = addDays(tomorrowStart, -7 * CUSTOMER_GROWTH_WEEKS);

  const [
    totals,
    todayNet,
    unpaid,
    completed,
    today,
    customers,
    categoryRows,
    genderRows,
    growthRows,
    bestRows,
  ] = await Promise.all([
    netSales(db),
    netSales(db, { start: todayStart, end: tomorrowStart }),
    unpaidSales(db),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'delivered')),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(isSaleSql, gte(orders.placedAt, todayStart), lt(orders.placedAt, tomorrowStart))),
    db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
    db
      .select({
        category: products.category,
        orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(isSaleSql)
      .groupBy(products.category)
      .orderBy(desc(sql`2`), products.category),
    db
      .select({ gender: products.gender, value: sql<number>`sum(${lineRevenueSql})`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(isSaleSql)
      .groupBy(products.gender)
      .orderBy(products.gender),
    db
      .select({
        week: sql<number>`floor(extract(epoch from (${users.createdAt} - ${growthStart.toISOString()}::timestamptz)) / ${WEEK_SECONDS})`.mapWith(
          Number,
        ),
        users: count(),
      })
      .from(users)
      .where(
        and(eq(users.role, 'user'), gte(users.createdAt, growthStart), lt(users.createdAt, tomorrowStart)),
      )
      .groupBy(sql`1`),
    bestSellers(db, isSaleSql, BEST_SELLERS_LIMIT),
  ]);

  const usersByWeek = new Map(growthRows.map((row) => [row.week, row.users]));
  return {
    totalRevenue: paiseToRupees(totals.netPaise),
    totalOrders: completed[0]?.n ?? 0,
    todayOrders: today[0]?.n ?? 0,
    todayRevenue: paiseToRupees(todayNet.netPaise),
    totalSales: paiseToRupees(totals.salesPaise),
    totalRefunds: paiseToRupees(totals.refundsPaise),
    awaitingPayment: unpaid,
    totalUsers: customers[0]?.n ?? 0,
    categoryOrders: categoryRows.map((row) => ({ _id: row.category, orders: row.orders })),
    genderSales: genderRows.map((row) => ({ _id: row.gender, value: paiseToRupees(row.value) })),
    customerGrowth: Array.from({ length: CUSTOMER_GROWTH_WEEKS }, (_, week) => ({
      users: usersByWeek.get(week) ?? 0,
      weekStart: istDayKey(addDays(growthStart, 7 * week)),
    })),
    bestSellingProducts: bestRows.map((row) => ({
      id: row.productId,
      name: row.name,
      category: row.category,
      unitsSold: row.units,
      revenue: paiseToRupees(row.revenue),
    })),
  };
}

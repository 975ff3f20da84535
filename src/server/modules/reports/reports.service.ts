import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { addDays, istDayStart } from '../../../contract/dates';
import { paiseToRupees } from '../../../contract/money';
import { netSalesPaise } from '../../../contract/revenue';
import { REPORT_TOP_PRODUCTS, reportPeriods, type Report, type ReportQuery } from '../../../contract/reports';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, products, returnRequests } from '../../db/schema';
import {
  unpaidSales,
  bestSellers,
  creditNotesIssued,
  isSaleSql,
  lineRevenueSql,
  netSales,
  orderRevenueSql,
  refundsByPeriod,
} from './revenue-sql';

// Reports: each figure one SQL aggregate over the orders placed in the range, grouped by IST calendar periods.
// Revenue is net sales, the rule of src/contract/revenue.ts from revenue-sql.ts as on the dashboard: orders placed
// in the range, not cancelled, less returns refunded in it; cancelled orders count only in the cancellation rate. Definitions: docs/product.md section 2 (Reports).

const toNumber = (value: unknown) => Number(value ?? 0);

/** Orders of the range that have a return, as `countReturnedOrders` counts them (a seam for tests). */
type ReturnedOrdersCounter = (db: DbOrTx, range: { start: Date; end: Date }) => Promise<number>;

/**
 * Orders placed in the range with a return or size exchange the shop has not rejected: an exchange sends a piece
 * back too, and for a kids' shop it is the common case; a rejected request sent nothing back.
 */
const countReturnedOrders: ReturnedOrdersCounter = async (db, range) => {
  const [row] = await db
    .select({ orders: sql`count(distinct ${returnRequests.orderId})`.mapWith(toNumber) })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(
      and(
        gte(orders.placedAt, range.start),
        lt(orders.placedAt, range.end),
        ne(returnRequests.status, 'rejected'),
      ),
    );
  return row?.orders ?? 0;
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export async function salesReport(
  db: DbOrTx,
  query: ReportQuery,
  returnedOrdersOf: ReturnedOrdersCounter = countReturnedOrders,
): Promise<Report> {
  const start = istDayStart(query.from);
  const end = addDays(istDayStart(query.to), 1);
  const inRange = and(gte(orders.placedAt, start), lt(orders.placedAt, end));
  const soldInRange = and(inRange, isSaleSql);
  // The interval is one of three fixed words (validated by the schema), written into the SQL as a literal so
  // that the select and the group by are one expression.
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${query.interval}'`)}, ${orders.placedAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

  const range = { start, end };
  const [net, refundRows, unpaid, notes] = await Promise.all([
    netSales(db, range),
    refundsByPeriod(db, range, query.interval),
    unpaidSales(db, range),
    creditNotesIssued(db, range),
  ]);
  const [totals, seriesRows, categoryRows, genderRows, topRows, returnedOrders] = await Promise.all([
    db
      .select({
        orders: sql`count(*) filter (where ${isSaleSql})`.mapWith(toNumber),
        cancelled: sql`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(toNumber),
        placed: sql`count(*)`.mapWith(toNumber),
        delivered: sql`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(toNumber),
      })
      .from(orders)
      .where(inRange),
    db
      .select({
        period,
        orders: sql`count(*)`.mapWith(toNumber),
        revenue: sql`sum(${orderRevenueSql})`.mapWith(toNumber),
      })
      .from(orders)
      .where(soldInRange)
      .groupBy(sql`1`),
    db
      .select({
        category: products.category,
        revenue: sql`sum(${lineRevenueSql})`.mapWith(toNumber),
        orders: sql`count(distinct ${orders.id})`.mapWith(toNumber),
        units: sql`sum(${orderItems.quantity})`.mapWith(toNumber),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(soldInRange)
      .groupBy(products.category)
      .orderBy(desc(sql`2`), products.category),
    db
      .select({
        gender: products.gender,
        revenue: sql`sum(${lineRevenueSql})`.mapWith(toNumber),
        units: sql`sum(${orderItems.quantity})`.mapWith(toNumber),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(soldInRange)
      .groupBy(products.gender)
      .orderBy(desc(sql`2`), products.gender),
    bestSellers(db, soldInRange, REPORT_TOP_PRODUCTS),
    returnedOrdersOf(db, { start, end }),
  ]);

  const total = totals[0]!;
  const byPeriod = new Map(seriesRows.map((row) => [row.period, row]));
  const refundsOf = new Map(refundRows.map((row) => [row.period, row.paise]));
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    summary: {
      revenue: paiseToRupees(net.netPaise),
      grossSales: paiseToRupees(net.salesPaise),
      refunds: paiseToRupees(net.refundsPaise),
      creditNotes: { count: notes.count, total: paiseToRupees(notes.paise) },
      awaitingPayment: unpaid,
      orders: total.orders,
      averageOrderValue: paiseToRupees(Math.round(share(net.salesPaise, total.orders))),
      unitsSold: categoryRows.reduce((sum, row) => sum + row.units, 0),
      cancelledOrders: total.cancelled,
      cancellationRate: share(total.cancelled, total.placed),
      returnedOrders,
      returnRate: Math.min(1, share(returnedOrders, total.delivered)),
    },
    series: reportPeriods(query.from, query.to, query.interval).map((key) => ({
      period: key,
      orders: byPeriod.get(key)?.orders ?? 0,
      revenue: paiseToRupees(
        netSalesPaise({ salesPaise: byPeriod.get(key)?.revenue ?? 0, refundsPaise: refundsOf.get(key) ?? 0 }),
      ),
    })),
    byCategory: categoryRows.map((row) => ({
      _id: row.category,
      revenue: paiseToRupees(row.revenue),
      orders: row.orders,
      units: row.units,
    })),
    byGender: genderRows.map((row) => ({
      _id: row.gender,
      revenue: paiseToRupees(row.revenue),
      units: row.units,
    })),
    topProducts: topRows.map((row) => ({ ...row, revenue: paiseToRupees(row.revenue) })),
  };
}

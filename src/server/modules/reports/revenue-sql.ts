import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '../../../contract/money';
import {
  AWAITING_PAYMENT_STATUS,
  netSalesPaise,
  SALE_STATUSES,
  type UnpaidSales,
} from '../../../contract/revenue';
import type { DbOrTx } from '../../db/client';
import { creditNotes, orderItems, orders, products, returnRequests } from '../../db/schema';

// The revenue rule of src/contract/revenue.ts in SQL, so that the dashboard and the reports add up the same orders
// and the same refunds: this file is the one home of net sales and of awaiting payment.

/** A range of instants [start, end); none means all time. */
interface Instants {
  start: Date;
  end: Date;
}

const within = (column: Parameters<typeof gte>[0], range?: Instants) =>
  range ? and(gte(column, range.start), lt(column, range.end)) : undefined;

/** The order is a sale (`isSale`): placed, and neither cancelled nor returned to origin. */
export const isSaleSql = inArray(orders.status, [...SALE_STATUSES]);

/** An order's revenue where `isSaleSql` holds (`orderRevenuePaise`): its final amount. */
export const orderRevenueSql = orders.finalAmountPaise;

/** An item's revenue in paise (`lineRevenuePaise`): selling price × quantity. */
export const lineRevenueSql = sql<number>`${orderItems.discountPricePaise} * ${orderItems.quantity}`;

/**
 * The best-selling products among the sales `where` picks (a sale condition such as `isSaleSql`): units sold and
 * revenue in paise, by units, then revenue, then name. The dashboard's best sellers and the reports' top products.
 */
export function bestSellers(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      category: products.category,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      revenue: sql<number>`sum(${lineRevenueSql})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where)
    .groupBy(products.id, products.name, products.category)
    .orderBy(desc(sql`4`), desc(sql`5`), products.name)
    .limit(limit);
}

/** The return has been refunded: its amount is out of net sales from the day `refundedAt` says. */
const isRefundedSql = and(eq(returnRequests.status, 'refunded'), isNotNull(returnRequests.refundedAt));

/** Sales placed in the range, refunds made in it, and net sales, in paise. */
export async function netSales(db: DbOrTx, range?: Instants) {
  const [[sales], [refunds]] = await Promise.all([
    db
      .select({ paise: sql`coalesce(sum(${orderRevenueSql}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(isSaleSql, within(orders.placedAt, range))),
    db
      .select({ paise: sql`coalesce(sum(${returnRequests.refundAmountPaise}), 0)`.mapWith(Number) })
      .from(returnRequests)
      .where(and(isRefundedSql, within(returnRequests.refundedAt, range))),
  ]);
  const figures = { salesPaise: sales?.paise ?? 0, refundsPaise: refunds?.paise ?? 0 };
  return { ...figures, netPaise: netSalesPaise(figures) };
}

/**
 * Refunds made in the range per IST period (`period` is the SQL of a period key over `refundedAt`), for the
 * reports' series: net sales of a period are its sales less these.
 */
export function refundsByPeriod(db: DbOrTx, range: Instants, interval: string) {
  const period = sql<string>`to_char(date_trunc(${sql.raw(`'${interval}'`)}, ${returnRequests.refundedAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  return db
    .select({ period, paise: sql`sum(${returnRequests.refundAmountPaise})`.mapWith(Number) })
    .from(returnRequests)
    .where(and(isRefundedSql, within(returnRequests.refundedAt, range)))
    .groupBy(sql`1`);
}

/** Sales placed in the range (all time without one) that are still unpaid, by payment method. */
export async function unpaidSales(db: DbOrTx, range?: Instants): Promise<UnpaidSales> {
  const rows = await db
    .select({
      paymentMethod: orders.paymentMethod,
      orders: sql`count(*)`.mapWith(Number),
      paise: sql`sum(${orderRevenueSql})`.mapWith(Number),
    })
    .from(orders)
    .where(and(isSaleSql, eq(orders.paymentStatus, AWAITING_PAYMENT_STATUS), within(orders.placedAt, range)))
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);
  return {
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    amount: paiseToRupees(rows.reduce((sum, row) => sum + row.paise, 0)),
    byMethod: rows.map((row) => ({
      paymentMethod: row.paymentMethod,
      orders: row.orders,
      amount: paiseToRupees(row.paise),
    })),
  };
}

/** Credit notes issued in the range: how many and their total, in paise. */
export async function creditNotesIssued(db: DbOrTx, range: Instants) {
  const [row] = await db
    .select({
      count: sql`count(*)`.mapWith(Number),
      paise: sql`coalesce(sum(${creditNotes.totalPaise}), 0)`.mapWith(Number),
    })
    .from(creditNotes)
    .where(within(creditNotes.issuedAt, range));
  return { count: row?.count ?? 0, paise: row?.paise ?? 0 };
}

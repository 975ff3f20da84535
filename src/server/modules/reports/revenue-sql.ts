import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SALE_STATUSES } from '../../../contract/revenue';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';

// The revenue rule of src/contract/revenue.ts in SQL, so that the dashboard and the reports add up the same orders.

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

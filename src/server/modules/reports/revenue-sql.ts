import { inArray, sql } from 'drizzle-orm';
import { SALE_STATUSES } from '../../../contract/revenue';
import { orderItems, orders } from '../../db/schema';

// The revenue rule of src/contract/revenue.ts in SQL, so that the dashboard and the reports add up the same orders.

/** The order is a sale (`isSale`): placed and not cancelled. */
export const isSaleSql = inArray(orders.status, [...SALE_STATUSES]);

/** An order's revenue where `isSaleSql` holds (`orderRevenuePaise`): its final amount. */
export const orderRevenueSql = orders.finalAmountPaise;

/** An item's revenue in paise (`lineRevenuePaise`): selling price × quantity. */
export const lineRevenueSql = sql<number>`${orderItems.discountPricePaise} * ${orderItems.quantity}`;

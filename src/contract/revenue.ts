import { ORDER_STATUSES, type OrderStatus } from './order-status';

// What the shop counts as revenue, once for the dashboard and the reports (docs/decisions/0010-dashboard-figures.md):
// booked sales. An order counts from the moment it is placed, whatever its status, until it is cancelled or comes
// back to the shop undelivered (rto: no sale was made, docs/decisions/0051-shipping-with-tracking-and-rto.md). Nothing
// is subtracted from it afterwards: a return or exchange is reported beside revenue (the return rate), not taken
// out of it. The server writes these rules in SQL from the same names (modules/reports/revenue-sql.ts).

/** The statuses whose orders are sales: every status but cancelled and returned to origin. */
export const SALE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'cancelled' && status !== 'rto',
);

export function isSale(status: OrderStatus): boolean {
  return SALE_STATUSES.includes(status);
}

/** An order's revenue: its final amount (after the coupon, with the platform fee); 0 for a cancelled order or one returned to origin. */
export function orderRevenuePaise(order: { status: OrderStatus; finalAmountPaise: number }): number {
  return isSale(order.status) ? order.finalAmountPaise : 0;
}

/** An item's revenue, for the figures per product, category and gender: selling price × quantity, before coupon and fee. */
export function lineRevenuePaise(line: { discountPricePaise: number; quantity: number }): number {
  return line.discountPricePaise * line.quantity;
}

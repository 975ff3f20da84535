import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order-status';
import type { Paise } from './money';

// What the shop counts as revenue, once for the dashboard and the reports: net sales
// (docs/decisions/0056-refunds-credit-notes-and-net-sales.md, which replaces the booked sales of 0010).
//
// - Sales: the final amount (after the coupon, with the platform fee) of every order placed, whatever its status,
//   until it is cancelled or comes back to the shop undelivered (rto: no sale was made,
//   docs/decisions/0051-shipping-with-tracking-and-rto.md). Counted on the day the order was placed.
// - Refunds: the amount of every refunded return (src/contract/refunds.ts), counted on the day it was refunded.
// - Net sales = sales − refunds. An exchange gives nothing back and changes nothing.
// - Awaiting payment is shown apart, not taken out: sales whose payment status is still `unpaid` (UPI to verify,
//   cash on delivery to collect), by payment method.
// The server writes these rules in SQL from the same names, in one place (modules/reports/revenue-sql.ts).

/** A payment status that says the shop has not been paid for the order yet. */
export const AWAITING_PAYMENT_STATUS = 'unpaid';

/** Net sales of a set of days: sales placed in them less refunds made in them. */
export function netSalesPaise(figures: { salesPaise: Paise; refundsPaise: Paise }): Paise {
  return figures.salesPaise - figures.refundsPaise;
}

/**
 * Sales not paid yet, by payment method ("cod": cash to collect, "upi": payment to verify), in rupees: the dashboard's
 * and the reports' `awaitingPayment`. Not to be mixed up with what one order waits for (`awaitingPayment` in
 * payment-status.ts).
 */
export const UnpaidSalesSchema = z.object({
  orders: z.number().int(),
  amount: z.number(),
  byMethod: z.array(z.object({ paymentMethod: z.string(), orders: z.number().int(), amount: z.number() })),
});
export type UnpaidSales = z.infer<typeof UnpaidSalesSchema>;

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

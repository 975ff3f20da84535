import { z } from 'zod';
import { CalendarDaySchema } from './calendar-day-schema';
import { ORDER_SEARCH_MESSAGES } from './messages/back-office';
import { ORDER_STATUSES } from './order-status';
import { AWAITING_PAYMENT } from './payment-status';
import { pageQuery } from './paging';

// Finding orders in the back office: a search box and filters, the same for the list and the CSV export.

/** A calendar day in IST as the date inputs send it; empty means "no bound". */
const istDay = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(CalendarDaySchema.optional());

const filterFields = {
  q: z
    .string()
    .trim()
    .max(100, ORDER_SEARCH_MESSAGES.queryTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ORDER_STATUSES, { error: ORDER_SEARCH_MESSAGES.badStatus }).optional(),
  ),
  from: istDay,
  to: istDay,
  /** Orders whose money the shop still waits for (src/contract/payment-status.ts). */
  payment: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(AWAITING_PAYMENT, { error: ORDER_SEARCH_MESSAGES.badPaymentFilter }).optional(),
  ),
};

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const rangeError = { message: ORDER_SEARCH_MESSAGES.badRange, path: ['from'] };

/** `q` (order id or its last 6 characters, customer name, e-mail, mobile), `status`, `from` and `to` (IST days). */
export const OrderFilterSchema = z.object(filterFields).refine(rangeInOrder, rangeError);
export type OrderFilter = z.output<typeof OrderFilterSchema>;

/** GET /admin/getAllOrders: the page and limit of docs/product.md section 7, plus the filters. */
export function adminOrdersQuery(defaultLimit: number) {
  return pageQuery(defaultLimit).extend(filterFields).refine(rangeInOrder, rangeError);
}

/** The CSV export's columns, in order (one row per order line). */
export const ORDER_EXPORT_COLUMNS = [
  'Order ID',
  'Date (IST)',
  'Status',
  'Customer',
  'Mobile',
  'City',
  'PIN',
  'Product',
  'Size',
  'Quantity',
  'Price',
  'Line total',
  'Coupon',
  'Order total',
  // Last, so that the columns before keep their places for sheets built on them.
  'Address',
  'Courier',
  'AWB',
  /** The order's GST credit notes (refunded returns), their numbers separated by spaces. */
  'Credit notes',
  /** The line's SKU: its size's SKU of today, empty for a size the shop no longer offers. */
  'SKU',
] as const;

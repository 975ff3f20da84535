import { z } from 'zod';
import { idSchema } from './ids';
import type { OrderStatus } from './order-status';
import { ORDER_MESSAGES } from './messages';
import { ORDER_BATCH_MESSAGES } from './messages/back-office';

// The back office's work on several orders at once (docs/decisions/0053-shipping-labels-and-packing-slips.md):
// shipping labels with packing slips, and confirming pending orders.

/** At most this many orders in one labels PDF or one bulk confirmation: a day's parcels, a few pages of the list. */
const MAX_ORDERS_PER_BATCH = 100;

/**
 * A label is printed for an order the shop has accepted and not yet handed over for good: confirmed (packed before
 * the courier comes) or shipped (a reprint). Pending is not yet accepted; cancelled and delivered have no parcel.
 */
const LABEL_STATUSES: readonly OrderStatus[] = ['confirmed', 'shipped'];

export function canPrintLabel(status: OrderStatus): boolean {
  return LABEL_STATUSES.includes(status);
}

/** 1 to 100 distinct order ids; a repeated one is refused rather than printed or moved twice. */
export const OrderBatchSchema = z.object({
  orderIds: z
    .array(idSchema(ORDER_MESSAGES.orderNotFound), { error: ORDER_BATCH_MESSAGES.chooseOrders })
    .min(1, ORDER_BATCH_MESSAGES.chooseOrders)
    .max(MAX_ORDERS_PER_BATCH, ORDER_BATCH_MESSAGES.tooMany(MAX_ORDERS_PER_BATCH))
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      error: ORDER_BATCH_MESSAGES.repeated,
    }),
});

/** What a bulk confirmation did: each order either confirmed or left as it was, with the reason. */
export const ConfirmOrdersResultSchema = z.object({
  message: z.string(),
  confirmed: z.array(z.string()),
  notConfirmed: z.array(z.object({ orderId: z.string(), message: z.string() })),
});
export type ConfirmOrdersResult = z.infer<typeof ConfirmOrdersResultSchema>;

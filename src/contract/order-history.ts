import { z } from 'zod';
import { ORDER_STATUSES } from './order-status';

// An order's status history (GET /api/user/orders/:orderId/history and /api/admin/orders/:orderId/history):
// every status it reached, oldest first. Who made a change is told as a role only, never a person.

const HISTORY_ACTORS = ['shopper', 'admin', 'shop'] as const;

export const OrderHistoryEntrySchema = z.object({
  /** null for the order being placed */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  by: z.enum(HISTORY_ACTORS),
  /** The reason the shop gave for a cancellation or a return to origin; null otherwise. */
  reason: z.string().nullable(),
  /** ISO instant */
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderHistorySchema = z.object({ history: z.array(OrderHistoryEntrySchema) });
export type OrderHistory = z.infer<typeof OrderHistorySchema>;

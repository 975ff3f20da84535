import type { OrderStatus } from '../order-status';
import { CART_TEXT } from './shopping';

// The order's status timeline, on the shopper's order page and the admin's order details.

export const HISTORY_TEXT = {
  title: 'Status history',
  loading: 'Loading status history...',
  failed: 'Could not load the status history.',
  empty: 'No status changes recorded yet.',
  retry: CART_TEXT.loadFailedRetry,
  /** Who made a change, as the shopper reads it and as the admin reads it. */
  byShopper: { shopper: 'by you', admin: 'by the customer' },
  byShop: 'by the shop',
  inIst: 'IST',
} as const;

/** What each step of the timeline says: the order being placed, then the status it reached. */
export const HISTORY_STEP: Record<OrderStatus, string> = {
  pending: 'Order placed',
  confirmed: 'Order confirmed',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  rto: 'Marked returned to origin (RTO)',
};

import type { OrderStatus } from '../../contract/order-status';
import { ORDER_STATUS_LABELS } from '../../contract/messages';

/**
 * Customer list colours (docs/product.md section 4): cancelled red, delivered green, pending orange, confirmed blue,
 * shipped purple, returned to origin grey.
 */
export const ORDER_STATUS_STYLE: Record<OrderStatus, string> = {
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  delivered: 'bg-green-50 text-green-800 ring-green-200',
  pending: 'bg-orange-50 text-orange-800 ring-orange-200',
  confirmed: 'bg-blue-50 text-blue-800 ring-blue-200',
  shipped: 'bg-purple-50 text-purple-800 ring-purple-200',
  rto: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** "pending" → "Pending", "rto" → "Returned (RTO)" */
export function statusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

import { nextStatuses } from '../../../contract/order-status';
import type { OrderStatus } from '../../../contract/order-status';

/** The admin dropdown: the current status, then the legal next ones; a delivered, cancelled or returned (rto) order has no choice left. */
export function statusChoices(current: OrderStatus): OrderStatus[] {
  return [current, ...nextStatuses(current)];
}

export { statusLabel } from '../../lib/order-status-style';

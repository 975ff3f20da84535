import { nextStatuses } from '../../../contract/order-status';
import type { OrderStatus } from '../../../contract/order-status';

/** The admin dropdown: the current status, then the legal next ones; a delivered or cancelled order has no choice left. */
export function statusChoices(current: OrderStatus): OrderStatus[] {
  return [current, ...nextStatuses(current)];
}

export function statusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

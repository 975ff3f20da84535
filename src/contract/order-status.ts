// The order status machine (docs/product.md section 4), used by the customer screens, the admin screens and the server.

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Forward one step at a time; anything not yet delivered can be cancelled by the shop. */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_MOVES[status];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** A customer may cancel only while the order is still being processed. */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'pending';
}

export const TRACKER_STEPS = [
  'Order Processed',
  'Order Confirmed',
  'Order Shipped',
  'Order Delivered',
] as const;

/** Position on the 4-step tracker: pending 0, confirmed 1, shipped 2, delivered 3; cancelled has none. */
export function trackerPosition(status: OrderStatus): number {
  return status === 'cancelled' ? -1 : ORDER_STATUSES.indexOf(status);
}

/** Paid when delivered (cash on delivery); nothing else changes the payment status. */
export function paymentStatusAfter(status: OrderStatus): 'paid' | undefined {
  return status === 'delivered' ? 'paid' : undefined;
}

export function illegalMoveMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot be marked ${to}.`;
}

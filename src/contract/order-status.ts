import { isOneOf } from './one-of';

// The order status machine (docs/product.md section 4), used by the customer screens, the admin screens and the server.

/** "rto": returned to origin, a shipped parcel the courier brought back undelivered (refused, unreachable). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rto'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Forward one step at a time; anything not yet delivered can be cancelled by the shop; a shipped parcel may come
 * back to the shop (rto). Delivered, cancelled and rto are final.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled', 'rto'],
  delivered: [],
  cancelled: [],
  rto: [],
};

/** The moves that cannot be undone and put the pieces back in stock: the back office asks to confirm them, with a reason. */
export const ENDING_STATUSES = ['cancelled', 'rto'] as const satisfies readonly OrderStatus[];
export type EndingStatus = (typeof ENDING_STATUSES)[number];

export function isEndingStatus(status: OrderStatus): status is EndingStatus {
  return isOneOf(ENDING_STATUSES, status);
}

/** The longest reason the shop may give the parent for a cancellation or a return to origin. */
export const STATUS_REASON_MAX_LENGTH = 300;

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

/** The steps of the order tracker, each named by its status's one label (ORDER_STATUS_LABELS). */
export const TRACKER_STEPS = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** Position on the 4-step tracker: pending 0, confirmed 1, shipped 2, delivered 3; cancelled and rto have none. */
export function trackerPosition(status: OrderStatus): number {
  return isEndingStatus(status) ? -1 : ORDER_STATUSES.indexOf(status);
}

/**
 * Whether the order's tax invoice is given out: once it has shipped, while it is on its way or delivered. A cancelled
 * or returned order keeps its number in the books but has no invoice to give (docs/decisions/0051-shipping-with-
 * tracking-and-rto.md).
 */
export function invoiceIsGivenOut(status: OrderStatus): boolean {
  return status === 'shipped' || status === 'delivered';
}

export function illegalMoveMessage(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot be marked ${to}.`;
}

import type { OrderStatus } from '../../contract/order-status';
import type { ReturnStatus } from '../../contract/returns';
import type { Actor } from '../actor';

// The events that committed changes leave in the outbox, by name. A new kind of event is one more entry here;
// its handlers are registered where the app is built (app.ts).

export interface OutboxEventPayloads {
  /** The shop added or edited a product (price, sizes, stock, pictures): every instance's catalog cache is dropped. */
  'catalog.changed': { productId: string };
  /** Sizes were at or under the low-stock level on this IST day: the admins' one digest mail of the day. */
  'stock.low-digest': { day: string };
  /** A shopper placed an order: confirmation mail, catalog stock changed. */
  'order.placed': { orderId: string };
  /** An order moved on (or was cancelled, by the shopper or the shop): status mail, restocked catalog. */
  'order.status-changed': { orderId: string; from: OrderStatus; to: OrderStatus; actor: Actor };
  /** A return or exchange was asked for (`to: 'requested'`) or moved on by the shop: the shopper's step mail. */
  'return.status-changed': {
    returnId: string;
    to: ReturnStatus;
    /** The shop's note with this step, as it was then (a later step may carry another). */
    note: string | null;
  };
}

export type OutboxEventType = keyof OutboxEventPayloads;

export type OutboxEvent = {
  [T in OutboxEventType]: { type: T; payload: OutboxEventPayloads[T] };
}[OutboxEventType];

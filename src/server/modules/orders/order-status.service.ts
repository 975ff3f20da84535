import { and, eq, sql } from 'drizzle-orm';
import {
  canMoveTo,
  customerCanCancel,
  illegalMoveMessage,
  paymentStatusAfter,
  type OrderStatus,
} from '../../../contract/order-status';
import { ORDER_MESSAGES } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { couponUses, orderItems, orders, productSizes } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import type { OrderRow } from './order-view';

// Status changes follow the machine in src/contract/order-status.ts. The update is conditional on the status the
// order had when it was read, so of two parallel changes only one wins; a cancellation restores stock and frees
// the coupon inside that same transaction, hence exactly once.

interface StatusChange {
  orderId: string;
  to: OrderStatus;
  now: Date;
  /** Set for a customer's own cancellation: the order must be theirs and still pending. */
  customerId?: string;
}

export async function changeOrderStatus(db: Db, change: StatusChange): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const ownerFilter = change.customerId ? eq(orders.userId, change.customerId) : undefined;
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, change.orderId), ownerFilter));
    if (!current) throw notFound(ORDER_MESSAGES.orderNotFound);
    const from = current.status as OrderStatus;
    if (change.customerId && !customerCanCancel(from)) throw conflict(ORDER_MESSAGES.onlyPendingCancel);
    if (!canMoveTo(from, change.to)) throw conflict(illegalMoveMessage(from, change.to));

    const [updated] = await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: change.now,
        ...(paymentStatusAfter(change.to) ? { paymentStatus: paymentStatusAfter(change.to) } : {}),
      })
      .where(and(eq(orders.id, current.id), eq(orders.status, from)))
      .returning();
    // Someone else changed it between our read and our update.
    if (!updated)
      throw conflict(
        change.customerId ? ORDER_MESSAGES.onlyPendingCancel : illegalMoveMessage(from, change.to),
      );

    if (change.to === 'cancelled') {
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, current.id));
      for (const item of items) {
        await tx
          .update(productSizes)
          .set({ stock: sql`${productSizes.stock} + ${item.quantity}` })
          .where(and(eq(productSizes.productId, item.productId), eq(productSizes.size, item.size)));
      }
      await tx.delete(couponUses).where(eq(couponUses.orderId, current.id));
    }
    return updated;
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_MESSAGES, ORDER_MESSAGES } from '../../../contract/messages';
import { upiPaymentUri, type UpiPayee } from '../../../contract/upi';
import type { AdminActor } from '../../actor';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import type { OrderRow } from '../orders/order-view';
import { movePaymentStatus } from './payment-status.service';

// UPI to the shop's own UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md): the parent pays from any UPI app,
// gives the 12-digit UTR the app shows, and the owner finds it in the bank statement and marks the payment paid or
// failed. No gateway stands between; the record says where one would plug in.

/** The upi://pay link of an order still waiting for its UPI payment; null for any other order or without a UPI ID. */
export function upiUriFor(order: OrderRow, payee: UpiPayee | undefined): string | null {
  const waiting =
    order.paymentMethod === 'upi' && order.paymentStatus === 'unpaid' && order.status !== 'cancelled';
  return payee && waiting
    ? upiPaymentUri(payee, { id: order.id, amountPaise: order.finalAmountPaise })
    : null;
}

/**
 * Keeps the UTR the parent gives for their own unpaid UPI order. The same UTR again is accepted (a double tap);
 * another UTR for the same order, or this UTR on another order, is refused (409). The unique key on orders.upi_utr
 * decides between two orders given one UTR at the same time.
 */
export async function submitUtr(
  db: Db,
  submission: { userId: string; orderId: string; utr: string; now: Date },
): Promise<OrderRow> {
  const { userId, orderId, utr, now } = submission;
  try {
    return await inTransaction(db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      if (order.paymentMethod !== 'upi') throw conflict(PAYMENT_MESSAGES.upiOnly);
      if (order.upiUtr === utr) return order;
      if (order.upiUtr) throw conflict(PAYMENT_MESSAGES.utrAlready);
      if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled')
        throw conflict(PAYMENT_MESSAGES.utrNotNeeded);
      const [updated] = await tx
        .update(orders)
        .set({ upiUtr: utr, utrSubmittedAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.upiUtr), eq(orders.paymentStatus, 'unpaid')))
        .returning();
      if (!updated) throw conflict(PAYMENT_MESSAGES.utrAlready);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PAYMENT_MESSAGES.utrTaken);
    throw error;
  }
}

/** The owner's verdict on a UPI payment, through the payment machine: paid, or failed when no money came. */
export async function verifyUpiPayment(
  db: Db,
  verdict: { orderId: string; status: 'paid' | 'failed'; by: AdminActor; now: Date },
): Promise<OrderRow> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, verdict.orderId));
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    if (order.paymentMethod !== 'upi') throw conflict(PAYMENT_MESSAGES.onlyUpiVerified);
    return movePaymentStatus(tx, order.id, verdict.status, {
      by: verdict.by,
      now: verdict.now,
      note: order.upiUtr ? `UTR ${order.upiUtr}` : undefined,
    });
  });
}

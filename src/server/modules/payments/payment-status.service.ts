import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, ORDER_MESSAGES } from '../../../contract/messages';
import { paymentMoves, type PaymentStatus } from '../../../contract/payment-status';
import type { Actor, AdminActor } from '../../actor';
import type { DbOrTx } from '../../db/client';
import { orders, paymentStatusHistory } from '../../db/schema';
import { notFound } from '../../http-error';
import { defineStatusMachine } from '../../status-machine/status-machine';
import { recordAudit } from '../audit/audit.service';
import type { OrderRow } from '../orders/order-view';

// An order's payment status moves through the payment machine below, and only through it: the moves of
// src/contract/payment-status.ts (by payment method), the conditional update, a history row for every move and the
// audit entry of an admin's move, in the caller's transaction. The owner's UPI verification, a courier's remittance
// and a refund all call movePaymentStatus.

interface PaymentMoveContext {
  now: Date;
  /** An admin (audited), or the shop itself (a background job). */
  by: (Actor & { kind: 'shop' | 'shopper' }) | AdminActor;
  /** What moved it, kept in its history: the UTR checked, the remittance's or the refund's reference. */
  note?: string;
}

const paymentStatusMachine = defineStatusMachine<PaymentStatus, OrderRow, PaymentMoveContext, OrderRow>({
  moves: (order) => paymentMoves(order.paymentMethod),
  illegalMove: PAYMENT_MESSAGES.illegalMove,
  update: async ({ tx, subject, from, to, context }) => {
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, updatedAt: context.now })
      .where(and(eq(orders.id, subject.id), eq(orders.paymentStatus, from)))
      .returning();
    return updated;
  },
  onEveryMove: [
    async ({ tx, subject, from, to, context }) => {
      await tx.insert(paymentStatusHistory).values({
        orderId: subject.id,
        fromStatus: from,
        toStatus: to,
        actorKind: context.by.kind,
        actorId: context.by.id,
        note: context.note ?? null,
        changedAt: context.now,
      });
    },
    async ({ tx, subject, from, to, context }) => {
      if (context.by.kind === 'admin')
        await recordAudit(tx, context.by, {
          action: 'order.payment',
          targetId: subject.id,
          before: { paymentStatus: from },
          after: { paymentStatus: to, ...(context.note ? { note: context.note } : {}) },
        });
    },
  ],
});

/**
 * Moves the payment status of order `orderId` to `to` inside the caller's transaction `tx`, through the payment
 * machine: 404 for an unknown order, 409 for a move its table does not allow or that another request made first.
 * Answers the order as moved. Refunds call it with "refunded" or "partially_refunded".
 */
export async function movePaymentStatus(
  tx: DbOrTx,
  orderId: string,
  to: PaymentStatus,
  context: PaymentMoveContext,
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  return paymentStatusMachine.move(tx, order, order.paymentStatus as PaymentStatus, to, context);
}

interface PaymentHistoryEntry {
  from: PaymentStatus;
  to: PaymentStatus;
  by: Actor['kind'];
  note: string | null;
  at: string;
}

/** Oldest first; who moved it is told as a role only. */
export async function paymentTimeline(db: DbOrTx, orderId: string): Promise<PaymentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(paymentStatusHistory)
    .where(eq(paymentStatusHistory.orderId, orderId))
    .orderBy(asc(paymentStatusHistory.changedAt), asc(paymentStatusHistory.id));
  return rows.map((row) => ({
    from: row.fromStatus as PaymentStatus,
    to: row.toStatus as PaymentStatus,
    by: row.actorKind as Actor['kind'],
    note: row.note,
    at: row.changedAt.toISOString(),
  }));
}

import { and, eq } from 'drizzle-orm';
import {
  canMoveTo,
  customerCanCancel,
  illegalMoveMessage,
  paymentStatusAfter,
  type OrderStatus,
} from '../../../contract/order-status';
import { ORDER_MESSAGES } from '../../../contract/order-texts';
import type { Actor, AdminActor } from '../../actor';
import type { Db } from '../../db/client';
import { couponUses, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http-error';
import type { InvoiceSettings } from '../../invoice-settings';
import { recordAudit } from '../audit/audit.service';
import { issueInvoice } from '../invoices/issue-invoice';
import { emitEvent } from '../../outbox/outbox';
import { restockCancelledOrder } from '../stock/stock.service';
import { recordStatusChange } from './order-history';
import type { OrderRow } from './order-view';

// Status changes follow the machine in src/contract/order-status.ts. The update is conditional on the status the
// order had when it was read, so of two parallel changes only one wins. In that same transaction: the history
// row, the restock and freed coupon of a cancellation (hence exactly once), and the order.status-changed event
// that the outbox turns into the shopper's mail and the catalog's refresh.

interface StatusChange {
  orderId: string;
  to: OrderStatus;
  now: Date;
  /**
   * A shopper may only cancel their own order while it is pending; an admin may make any legal move, and is
   * recorded in the audit trail within the same transaction.
   */
  by: (Actor & { kind: 'shopper' | 'shop' }) | AdminActor;
  /** The seller and rates of the invoice an order is given, in this same transaction, when it ships. */
  invoices: InvoiceSettings;
}

export async function changeOrderStatus(db: Db, change: StatusChange): Promise<OrderRow> {
  const byShopper = change.by.kind === 'shopper';
  return inTransaction(db, async (tx) => {
    const ownerFilter = byShopper ? eq(orders.userId, change.by.id!) : undefined;
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, change.orderId), ownerFilter));
    if (!current) throw notFound(ORDER_MESSAGES.orderNotFound);
    const from = current.status as OrderStatus;
    if (byShopper && !customerCanCancel(from)) throw conflict(ORDER_MESSAGES.onlyPendingCancel);
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
      throw conflict(byShopper ? ORDER_MESSAGES.onlyPendingCancel : illegalMoveMessage(from, change.to));

    await recordStatusChange(tx, {
      orderId: current.id,
      from,
      to: change.to,
      actor: change.by,
      at: change.now,
    });
    if (change.by.kind === 'admin')
      await recordAudit(tx, change.by, {
        action: 'order.status',
        targetId: current.id,
        before: { status: from },
        after: { status: change.to },
      });
    if (change.to === 'cancelled') {
      await restockCancelledOrder(tx, { orderId: current.id, actor: change.by });
      await tx.delete(couponUses).where(eq(couponUses.orderId, current.id));
    }
    let invoiceNumber = updated.invoiceNumber;
    // Numbered in the shipping transaction: a rollback gives the number back, so the year's numbers have no gaps.
    if (change.to === 'shipped') invoiceNumber = await issueInvoice(tx, updated, change.now, change.invoices);
    await emitEvent(tx, {
      type: 'order.status-changed',
      payload: {
        orderId: current.id,
        from,
        to: change.to,
        actor: { kind: change.by.kind, id: change.by.id },
      },
    });
    return { ...updated, invoiceNumber };
  });
}

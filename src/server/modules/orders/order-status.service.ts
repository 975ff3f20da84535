import { and, eq } from 'drizzle-orm';
import type { ShipmentInput } from '../../../contract/couriers';
import {
  ORDER_MOVES,
  customerCanCancel,
  illegalMoveMessage,
  isEndingStatus,
  type OrderStatus,
} from '../../../contract/order-status';
import type { Actor, AdminActor } from '../../actor';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http-error';
import type { InvoiceSettings } from '../../invoice-settings';
import { emitEvent } from '../../outbox/outbox';
import { defineStatusMachine } from '../../status-machine/status-machine';
import { recordAudit } from '../audit/audit.service';
import { releaseCouponUse } from '../coupons/coupons.service';
import { issueInvoice } from '../invoices/issue-invoice';
import { restockCancelledOrder, restockReturnedToOrigin } from '../stock/stock.service';
import { recordStatusChange } from './order-history';
import type { OrderRow } from './order-view';
import { ORDER_MESSAGES } from '../../../contract/messages';

// An order's status moves through the order machine below: the moves of src/contract/order-status.ts, a guard for
// what a shopper may do, the conditional update, and the side effects of each move in the same transaction (the
// history row; the audit entry of an admin's move; the restock and freed coupon of a cancellation; the restock of a
// parcel returned to origin; the invoice of a shipment; the order.status-changed event that the outbox turns into the
// shopper's mail and the catalog's refresh).

interface OrderMoveContext {
  now: Date;
  /**
   * A shopper may only cancel their own order while it is pending; an admin may make any legal move, and is
   * recorded in the audit trail within the same transaction.
   */
  by: (Actor & { kind: 'shopper' | 'shop' }) | AdminActor;
  /** The seller and rates of the invoice an order is given, in this same transaction, when it ships. */
  invoices: InvoiceSettings;
  /** The courier and AWB recorded when it ships (the back office always gives them; the original client never). */
  shipment?: ShipmentInput;
  /** Why the shop cancels it or marks it returned to origin, told to the parent. */
  reason?: string;
}

const byShopper = (context: OrderMoveContext) => context.by.kind === 'shopper';

const orderStatusMachine = defineStatusMachine<OrderStatus, OrderRow, OrderMoveContext, OrderRow>({
  moves: () => ORDER_MOVES,
  illegalMove: illegalMoveMessage,
  guards: [
    ({ from, context }) => {
      if (byShopper(context) && !customerCanCancel(from)) throw conflict(ORDER_MESSAGES.onlyPendingCancel);
    },
  ],
  update: async ({ tx, subject, from, to, context }) => {
    // The order's status never moves its payment: a delivered COD order stays unpaid ("cash to collect") until a
    // courier's remittance covers it (src/server/modules/payments).
    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: context.now,
        ...(to === 'shipped' ? shipmentColumns(context) : {}),
        ...(isEndingStatus(to) ? { statusReason: context.reason ?? null } : {}),
      })
      .where(and(eq(orders.id, subject.id), eq(orders.status, from)))
      .returning();
    return updated;
  },
  lostRace: ({ from, to, context }) =>
    byShopper(context) ? ORDER_MESSAGES.onlyPendingCancel : illegalMoveMessage(from, to),
  onEnter: {
    cancelled: [
      async ({ tx, subject, context }) => {
        // The coupon first: an order being placed takes the coupon's row before the stock's, so the same order
        // of locks here avoids a deadlock with it.
        await releaseCouponUse(tx, subject.id);
        await restockCancelledOrder(tx, { orderId: subject.id, actor: context.by });
      },
    ],
    // The parcel came back undelivered: its pieces go back on the shelf; nothing was paid, so nothing is refunded,
    // and its coupon stays used (docs/decisions/0051-shipping-with-tracking-and-rto.md).
    rto: [
      async ({ tx, subject, context }) => {
        await restockReturnedToOrigin(tx, { orderId: subject.id, actor: context.by });
      },
    ],
    // Numbered in the shipping transaction: a rollback gives the number back, so the year's numbers have no gaps.
    shipped: [
      async ({ tx, context }, moved) => ({
        ...moved,
        invoiceNumber: await issueInvoice(tx, moved, context.now, context.invoices),
      }),
    ],
  },
  onEveryMove: [
    async ({ tx, subject, from, to, context }) => {
      await recordStatusChange(tx, {
        orderId: subject.id,
        from,
        to,
        actor: context.by,
        at: context.now,
        reason: isEndingStatus(to) ? context.reason : undefined,
      });
    },
    async ({ tx, subject, from, to, context }) => {
      if (context.by.kind === 'admin')
        await recordAudit(tx, context.by, {
          action: 'order.status',
          targetId: subject.id,
          before: { status: from },
          after: { status: to, ...auditedDetails(to, context) },
        });
    },
    async ({ tx, subject, from, to, context }) => {
      await emitEvent(tx, {
        type: 'order.status-changed',
        payload: { orderId: subject.id, from, to, actor: { kind: context.by.kind, id: context.by.id } },
      });
    },
  ],
});

/** The shipment columns of an order marked shipped: when, and the courier and AWB when given. */
function shipmentColumns(context: OrderMoveContext) {
  const { shipment } = context;
  return {
    shippedAt: context.now,
    courier: shipment?.courier ?? null,
    courierName: shipment?.courier === 'other' ? (shipment.courierName ?? null) : null,
    awb: shipment?.awb ?? null,
  };
}

/** What the audit entry of a move keeps beside the status: the shipment or the reason given with it. */
function auditedDetails(to: OrderStatus, context: OrderMoveContext) {
  if (to === 'shipped' && context.shipment) return { ...context.shipment };
  if (isEndingStatus(to) && context.reason) return { reason: context.reason };
  return {};
}

interface StatusChange extends OrderMoveContext {
  orderId: string;
  to: OrderStatus;
}

export async function changeOrderStatus(db: Db, change: StatusChange): Promise<OrderRow> {
  const { orderId, to, ...context } = change;
  return inTransaction(db, async (tx) => {
    // A shopper sees only their own orders: another's is not found, as if it did not exist.
    const ownerFilter = byShopper(context) ? eq(orders.userId, context.by.id!) : undefined;
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ownerFilter));
    if (!current) throw notFound(ORDER_MESSAGES.orderNotFound);
    return orderStatusMachine.move(tx, current, current.status as OrderStatus, to, context);
  });
}

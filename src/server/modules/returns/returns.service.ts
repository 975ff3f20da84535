import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../contract/money';
import {
  RETURN_MOVES,
  returnDaysLeft,
  type CreateReturnInput,
  type RefundPreview,
  type RefundPreviewInput,
  type ReturnKind,
  type ReturnRequest,
  type ReturnStatus,
} from '../../../contract/returns';
import type { Actor, AdminActor } from '../../actor';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../../db/client';
import { paginate } from '../../db/pagination';
import { creditNotes, orderItems, orders, returnEvents, returnItems, returnRequests } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http-error';
import { emitEvent } from '../../outbox/outbox';
import { defineStatusMachine } from '../../status-machine/status-machine';
import { deliveredAt } from '../orders/order-history';
import {
  holdStockForExchange,
  releaseExchangeHold,
  restockReturnedItems,
  StockShortage,
} from '../stock/stock.service';
import { ORDER_MESSAGES, RETURN_MESSAGES } from '../../../contract/messages';
import { issueCreditNote } from '../credit-notes/issue-credit-note';
import { onReturnRefunded } from './on-return-refunded';
import { priceReturn } from './return-refund';

type RequestRow = typeof returnRequests.$inferSelect;

export async function createReturn(
  db: Db,
  userId: string,
  input: CreateReturnInput,
  now: Date,
): Promise<ReturnRequest> {
  const shopper: Actor = { kind: 'shopper', id: userId };
  const id = await inTransaction(db, async (tx) => {
    const order = await returnableOrder(tx, userId, input.orderId, now);
    if (input.kind === 'return' && order.paymentMethod === 'cod' && !input.refundTo)
      throw badRequest(RETURN_MESSAGES.refundToNeeded, { refundTo: RETURN_MESSAGES.refundToNeeded });

    // An exchange is checked the same way and gives back nothing.
    const priced = await priceReturn(tx, order, input.items);
    const refund = input.kind === 'return' ? priced : null;
    if (input.kind === 'exchange') await holdExchangeSizes(tx, order.id, input.items, shopper);
    const [request] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId,
        kind: input.kind,
        reason: input.reason,
        refundTo: input.kind === 'return' ? (input.refundTo ?? null) : null,
        refundAmountPaise: refund?.totalPaise ?? 0,
        refundPlatformFeePaise: refund?.platformFeePaise ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returnRequests.id });
    await tx.insert(returnItems).values(
      input.items.map((item, index) => ({
        returnId: request!.id,
        productId: item.productId,
        size: item.size,
        quantity: item.quantity,
        exchangeSize: input.kind === 'exchange' ? item.exchangeSize! : null,
        refundPaise: refund?.lines[index]!.refundPaise ?? 0,
      })),
    );
    await tx
      .insert(returnEvents)
      .values({ returnId: request!.id, toStatus: 'requested', actorId: userId, at: now });
    await emitEvent(tx, {
      type: 'return.status-changed',
      payload: { returnId: request!.id, to: 'requested', note: null },
    });
    return request!.id;
  });
  return (await returnViews(db, [id]))[0]!;
}

/**
 * The shopper's delivered order, within its return window, its row locked so that two requests for the same order
 * count each other's items.
 */
async function returnableOrder(tx: DbOrTx, userId: string, orderId: string, now: Date) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (order.status !== 'delivered') throw conflict(RETURN_MESSAGES.notDelivered);
  // The window runs from the delivery recorded in the order's status history. Orders delivered before the
  // history was kept (and the demo's) have no such row; nothing moves a delivered order on, so their last
  // change is their delivery.
  const delivered = (await deliveredAt(tx, order.id)) ?? order.updatedAt;
  if (returnDaysLeft(delivered, now) === 0) throw conflict(RETURN_MESSAGES.windowClosed);
  return order;
}

/** What a return of these pieces would give back, checked and priced as `createReturn` does, saving nothing. */
export async function previewRefund(
  db: Db,
  userId: string,
  input: RefundPreviewInput,
  now: Date,
): Promise<RefundPreview> {
  const refund = await inTransaction(db, async (tx) =>
    priceReturn(tx, await returnableOrder(tx, userId, input.orderId, now), input.items),
  );
  return {
    refundAmount: paiseToRupees(refund.totalPaise),
    platformFee: paiseToRupees(refund.platformFeePaise),
    items: refund.lines.map((line) => ({
      productId: line.productId,
      size: line.size,
      quantity: line.quantity,
      refundAmount: paiseToRupees(line.refundPaise),
    })),
  };
}

/**
 * Holds the new sizes of an exchange through the stock module (ledgered as exchange-hold, against the order); a size
 * that cannot give the pieces rolls everything back with the exchange's own message.
 */
async function holdExchangeSizes(
  tx: DbOrTx,
  orderId: string,
  items: CreateReturnInput['items'],
  actor: Actor,
): Promise<void> {
  const lines = items.map((item) => ({
    productId: item.productId,
    size: item.exchangeSize!,
    quantity: item.quantity,
  }));
  try {
    await holdStockForExchange(tx, { orderId, lines, actor });
  } catch (error) {
    if (error instanceof StockShortage) throw conflict(RETURN_MESSAGES.exchangeSoldOut(error.line.size));
    throw error;
  }
}

interface ReturnStep {
  status: ReturnStatus;
  note?: string | undefined;
  refundReference?: string | undefined;
}

interface ReturnMoveContext {
  admin: AdminActor;
  step: ReturnStep;
  now: Date;
}

/** A return's items, as the stock moves of its steps need them. */
const itemsOf = (tx: DbOrTx, returnId: string) =>
  tx.select().from(returnItems).where(eq(returnItems.returnId, returnId));

// A request moves through the return machine: the moves of src/contract/returns.ts for its kind, the refund's
// reference as a guard, the conditional update, and in the same transaction the stock moves (receiving puts the
// pieces back, rejecting an exchange frees its hold), the request's history row, the audit entry and the event.
// The conditional update lets exactly one caller take each step, so stock moves exactly once.
const returnMachine = defineStatusMachine<ReturnStatus, RequestRow, ReturnMoveContext, RequestRow>({
  moves: (request) => RETURN_MOVES[request.kind as ReturnKind],
  illegalMove: RETURN_MESSAGES.illegalMove,
  guards: [
    ({ to, context }) => {
      if (to === 'refunded' && !context.step.refundReference)
        throw badRequest(RETURN_MESSAGES.refundReferenceNeeded, {
          refundReference: RETURN_MESSAGES.refundReferenceNeeded,
        });
    },
  ],
  update: async ({ tx, subject, from, to, context }) => {
    const [moved] = await tx
      .update(returnRequests)
      .set({
        status: to,
        updatedAt: context.now,
        ...(to === 'refunded'
          ? { refundReference: context.step.refundReference!, refundedAt: context.now }
          : {}),
      })
      .where(and(eq(returnRequests.id, subject.id), eq(returnRequests.status, from)))
      .returning();
    return moved;
  },
  onEnter: {
    refunded: [
      async ({ tx, subject, context }) => {
        await issueCreditNote(tx, subject, context.now);
        await onReturnRefunded(tx, subject, {
          by: context.admin,
          now: context.now,
          refundReference: context.step.refundReference,
        });
      },
    ],
    received: [
      async ({ tx, subject, context }) => {
        const lines = await itemsOf(tx, subject.id);
        await restockReturnedItems(tx, { orderId: subject.orderId, lines, actor: context.admin });
      },
    ],
    rejected: [
      async ({ tx, subject, context }) => {
        if (subject.kind !== 'exchange') return;
        const items = await itemsOf(tx, subject.id);
        await releaseExchangeHold(tx, {
          orderId: subject.orderId,
          lines: items.map((item) => ({
            productId: item.productId,
            size: item.exchangeSize!,
            quantity: item.quantity,
          })),
          actor: context.admin,
        });
      },
    ],
  },
  onEveryMove: [
    async ({ tx, subject, from, to, context }) => {
      await tx.insert(returnEvents).values({
        returnId: subject.id,
        fromStatus: from,
        toStatus: to,
        actorId: context.admin.id,
        note: context.step.note ?? null,
        at: context.now,
      });
    },
    async ({ tx, subject, from, to, context }) => {
      const { note, refundReference } = context.step;
      await recordAudit(tx, context.admin, {
        action: 'return.step',
        targetId: subject.id,
        before: { status: from },
        after: { status: to, ...(note ? { note } : {}), ...(to === 'refunded' ? { refundReference } : {}) },
      });
    },
    async ({ tx, subject, to, context }) => {
      await emitEvent(tx, {
        type: 'return.status-changed',
        payload: { returnId: subject.id, to, note: context.step.note ?? null },
      });
    },
  ],
});

/** The shop moves a request one step, through the return machine. */
export async function moveReturn(
  db: Db,
  admin: AdminActor,
  returnId: string,
  step: ReturnStep,
  now: Date,
): Promise<ReturnRequest> {
  await inTransaction(db, async (tx) => {
    const [request] = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, returnId))
      .for('update');
    if (!request) throw notFound(RETURN_MESSAGES.returnNotFound);
    await returnMachine.move(tx, request, request.status as ReturnStatus, step.status, { admin, step, now });
  });
  return (await returnViews(db, [returnId]))[0]!;
}

export async function listOwnReturns(db: Db, userId: string): Promise<ReturnRequest[]> {
  const rows = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  return returnViews(
    db,
    rows.map((r) => r.id),
  );
}

export async function listAllReturns(db: Db, status: ReturnStatus | undefined, page: number, limit: number) {
  const filter = status ? eq(returnRequests.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(returnRequests).where(filter);
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(filter)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit)
    .offset(offset);
  return {
    returns: await returnViews(
      db,
      rows.map((r) => r.id),
    ),
    totalPages,
    currentPage,
  };
}

/** Requests with their items (named as ordered) and steps, in the order of the ids given: three queries. */
export async function returnViews(db: DbOrTx, ids: string[]): Promise<ReturnRequest[]> {
  if (ids.length === 0) return [];
  const [requests, items, events, notes] = await Promise.all([
    db.select().from(returnRequests).where(inArray(returnRequests.id, ids)),
    db
      .select({
        returnId: returnItems.returnId,
        productId: returnItems.productId,
        size: returnItems.size,
        quantity: returnItems.quantity,
        exchangeSize: returnItems.exchangeSize,
        refundPaise: returnItems.refundPaise,
        name: sql<string>`(select ${orderItems.name} from ${orderItems} where ${orderItems.orderId} = ${returnRequests.orderId} and ${orderItems.productId} = ${returnItems.productId} limit 1)`,
      })
      .from(returnItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
      .where(inArray(returnItems.returnId, ids)),
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.at)),
    db
      .select({ returnId: creditNotes.returnId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, ids)),
  ]);
  const byId = new Map<string, RequestRow>(requests.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return {
      _id: row.id,
      orderId: row.orderId,
      kind: row.kind as ReturnKind,
      status: row.status as ReturnStatus,
      reason: row.reason as ReturnRequest['reason'],
      items: items
        .filter((item) => item.returnId === id)
        .map(({ returnId: _returnId, refundPaise, ...item }) => ({
          ...item,
          name: item.name ?? '',
          refundAmount: paiseToRupees(refundPaise),
        })),
      refundTo: row.refundTo,
      refundAmount: paiseToRupees(row.refundAmountPaise),
      refundPlatformFee: paiseToRupees(row.refundPlatformFeePaise),
      creditNoteNumber: notes.find((note) => note.returnId === id)?.number ?? null,
      refundReference: row.refundReference,
      history: events
        .filter((event) => event.returnId === id)
        .map((event) => ({
          status: event.toStatus as ReturnStatus,
          at: event.at.toISOString(),
          note: event.note,
        })),
      nextStatuses: [...returnMachine.next(row, row.status as ReturnStatus)],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

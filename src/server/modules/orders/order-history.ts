import { and, asc, desc, eq } from 'drizzle-orm';
import type { OrderHistoryEntry } from '../../../contract/order-history';
import type { OrderStatus } from '../../../contract/order-status';
import type { Actor } from '../../actor';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema';

// The order's timeline: one row per status it reached, written in the transaction that changed the status.

export async function recordStatusChange(
  tx: DbOrTx,
  entry: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    actor: Actor;
    at: Date;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    reason: entry.reason ?? null,
    changedAt: entry.at,
  });
}

/** Oldest first. Who made a change is told as a role only: a shopper never learns an admin's identity. */
export async function orderTimeline(db: DbOrTx, orderId: string): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return rows.map((row) => ({
    from: row.fromStatus as OrderStatus | null,
    to: row.toStatus as OrderStatus,
    by: row.actorKind as Actor['kind'],
    reason: row.reason,
    at: row.changedAt.toISOString(),
  }));
}

/** When the order reached "delivered", from its history; undefined if it never did. */
export async function deliveredAt(db: DbOrTx, orderId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.changedAt))
    .limit(1);
  return row?.at;
}

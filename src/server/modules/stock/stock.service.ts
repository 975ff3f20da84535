import { and, eq, sql } from 'drizzle-orm';
import { SIZES } from '../../../contract/constants';
import { shortOfStockMessage } from '../../../contract/orders';
import type { Actor } from '../../actor';
import type { DbOrTx } from '../../db/client';
import { orderItems, productSizes, stockMovements } from '../../db/schema';
import { conflict } from '../../http-error';

// Every change of stock goes through this file, inside the caller's transaction (see db/transaction.ts):
//  - rows are locked in one fixed order, product id then size (the order of SIZES), in every path, so two
//    transactions touching the same sizes queue behind each other instead of deadlocking;
//  - each change is written to the stock_movements ledger in the same transaction: who, why, which order, the
//    delta and the stock after it. Stock now = stock when the size was created + the sum of its deltas.

export type StockReason =
  'order-placed' | 'order-cancelled' | 'return-received' | 'exchange-hold' | 'exchange-release' | 'admin-set';

/** Who moved the stock. */
export type StockActor = Actor;

/** Some pieces of one size of one product; `name` only makes a shortage message readable. */
export interface StockLine {
  productId: string;
  size: string;
  quantity: number;
  name?: string;
}

interface OrderStockChange {
  orderId: string;
  lines: StockLine[];
  actor: StockActor;
}

/** Takes an order's pieces; a line short of stock rolls the caller's transaction back with a 409. */
export async function takeStockForOrder(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'order-placed', change.actor, change.orderId, negated(change.lines));
}

/** Puts back every piece of a cancelled order. */
export async function restockCancelledOrder(
  tx: DbOrTx,
  change: { orderId: string; actor: StockActor },
): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, change.orderId));
  await moveStock(tx, 'order-cancelled', change.actor, change.orderId, lines);
}

/** Puts back the pieces of a return the shop has received. */
export async function restockReturnedItems(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'return-received', change.actor, change.orderId, change.lines);
}

/** Sets aside the replacement pieces of an exchange; 409 when they are not in stock. */
export async function holdStockForExchange(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'exchange-hold', change.actor, change.orderId, negated(change.lines));
}

/** Gives back pieces held for an exchange that did not go ahead. */
export async function releaseExchangeHold(tx: DbOrTx, change: OrderStockChange): Promise<void> {
  await moveStock(tx, 'exchange-release', change.actor, change.orderId, change.lines);
}

/**
 * The admin sets a product's stock per size (creating the size when it has none yet); the ledger records the
 * difference to what was there, so orders placed meanwhile are never silently overwritten in the books.
 */
export async function setStockLevels(
  tx: DbOrTx,
  change: { productId: string; levels: Array<{ size: string; stock: number }>; actor: StockActor },
): Promise<void> {
  const levels = [...change.levels].sort((a, b) => compareSizes(a.size, b.size));
  const movements: Array<typeof stockMovements.$inferInsert> = [];
  for (const { size, stock } of levels) {
    const key = and(eq(productSizes.productId, change.productId), eq(productSizes.size, size));
    await tx
      .insert(productSizes)
      .values({ productId: change.productId, size, stock: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(key).for('update');
    const delta = stock - (row?.stock ?? 0);
    if (delta === 0) continue;
    await tx.update(productSizes).set({ stock }).where(key);
    movements.push(ledgerRow('admin-set', change.actor, null, change.productId, size, delta, stock));
  }
  if (movements.length > 0) await tx.insert(stockMovements).values(movements);
}

/** The one lock order of every stock path: product id, then size in the order of SIZES. */
export function compareStockKeys(
  a: { productId: string; size: string },
  b: { productId: string; size: string },
): number {
  if (a.productId !== b.productId) return a.productId < b.productId ? -1 : 1;
  return compareSizes(a.size, b.size);
}

function compareSizes(a: string, b: string): number {
  return SIZES.indexOf(a as (typeof SIZES)[number]) - SIZES.indexOf(b as (typeof SIZES)[number]);
}

function negated(lines: StockLine[]): StockLine[] {
  return lines.map((line) => ({ ...line, quantity: -line.quantity }));
}

/**
 * Adds each line's quantity (negative takes) to its size, never below zero, in lock order, and writes the ledger.
 * A size that cannot give what is asked rolls everything back with the shopper's "only N left" message.
 */
async function moveStock(
  tx: DbOrTx,
  reason: StockReason,
  actor: StockActor,
  orderId: string | null,
  lines: StockLine[],
): Promise<void> {
  const movements: Array<typeof stockMovements.$inferInsert> = [];
  for (const line of [...lines].sort(compareStockKeys)) {
    if (line.quantity === 0) continue;
    const key = and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size));
    const [moved] = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${line.quantity}` })
      .where(and(key, sql`${productSizes.stock} + ${line.quantity} >= 0`))
      .returning({ stock: productSizes.stock });
    if (!moved) {
      const [row] = await tx.select({ stock: productSizes.stock }).from(productSizes).where(key);
      throw conflict(shortOfStockMessage(row?.stock ?? 0, line.size, line.name ?? 'this product'));
    }
    movements.push(ledgerRow(reason, actor, orderId, line.productId, line.size, line.quantity, moved.stock));
  }
  if (movements.length > 0) await tx.insert(stockMovements).values(movements);
}

function ledgerRow(
  reason: StockReason,
  actor: StockActor,
  orderId: string | null,
  productId: string,
  size: string,
  delta: number,
  stockAfter: number,
): typeof stockMovements.$inferInsert {
  return { reason, actorKind: actor.kind, actorId: actor.id, orderId, productId, size, delta, stockAfter };
}

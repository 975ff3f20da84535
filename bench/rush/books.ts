// The books after the rush, read from the database once the shop has stopped: every accepted order stored with
// its lines; for every size, the stock now is the stock at opening plus the ledger's deltas since, and never
// negative; each order's ledger entries take exactly its units (and give them back when it was cancelled); no
// shopper used a coupon twice; every order's confirmation delivered (its outbox event handled, the mail received).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders, outboxEvents, stockMovements } from '../../src/server/db/schema';
import { couponsUsedTwice } from '../lib/crowd';
import type { CallRecord } from './crowd';
import { ledgerSums, stockLevels, type RushShop } from './prepare';

interface Books {
  problems: string[];
  sizesChecked: number;
  ordersChecked: number;
}

/** `confirmationsMailed`: order confirmations the mail catcher received during the rush. */
export async function checkBooks(
  db: Db,
  shop: RushShop,
  record: CallRecord,
  confirmationsMailed: number,
): Promise<Books> {
  const problems: string[] = [];
  const accepted = [...record.accepted.keys()];

  const stored = accepted.length
    ? await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(inArray(orders.id, accepted))
    : [];
  // Units on each order's lines, and what the ledger moved for each order.
  const units = new Map(
    (accepted.length
      ? await db
          .select({
            orderId: orderItems.orderId,
            total: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, accepted))
          .groupBy(orderItems.orderId)
      : []
    ).map((row) => [row.orderId, row.total]),
  );
  const ledger = new Map(
    (accepted.length
      ? await db
          .select({
            orderId: stockMovements.orderId,
            total: sql<number>`sum(${stockMovements.delta})`.mapWith(Number),
          })
          .from(stockMovements)
          .where(inArray(stockMovements.orderId, accepted))
          .groupBy(stockMovements.orderId)
      : []
    ).map((row) => [row.orderId, row.total]),
  );
  if (stored.length !== accepted.length)
    problems.push(`${accepted.length - stored.length} accepted orders missing`);
  for (const order of stored) {
    const orderUnits = units.get(order.id) ?? 0;
    if (orderUnits <= 0) problems.push(`order ${order.id} has no lines`);
    const expected = order.status === 'cancelled' ? 0 : -orderUnits;
    if ((ledger.get(order.id) ?? 0) !== expected)
      problems.push(
        `order ${order.id} (${order.status}): ledger ${ledger.get(order.id) ?? 0}, expected ${expected}`,
      );
  }

  const stockNow = await stockLevels(db);
  const ledgerNow = await ledgerSums(db);
  let sizesChecked = 0;
  for (const [key, stock] of stockNow) {
    sizesChecked++;
    if (stock < 0) problems.push(`negative stock for ${key}`);
    const moved = (ledgerNow.get(key) ?? 0) - (shop.ledger.get(key) ?? 0);
    if ((shop.stock.get(key) ?? 0) + moved !== stock)
      problems.push(`${key}: stock ${stock}, opening ${shop.stock.get(key)} + ledger ${moved}`);
  }

  const reused = await couponsUsedTwice(db);
  if (reused.length) problems.push(`${reused.length} coupons used twice by one shopper`);

  const placedEvents = await db
    .select({ deliveredAt: outboxEvents.deliveredAt })
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'order.placed'));
  const undelivered = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'order.placed'), isNull(outboxEvents.deliveredAt)));
  if (placedEvents.length < stored.length)
    problems.push(`${stored.length - placedEvents.length} orders without an order.placed event`);
  if ((undelivered[0]?.n ?? 0) > 0) problems.push(`${undelivered[0]!.n} order confirmations not delivered`);
  if (confirmationsMailed !== stored.length)
    problems.push(`${confirmationsMailed} confirmation mails received for ${stored.length} orders`);
  if (record.serverErrors.length) problems.push(`${record.serverErrors.length} server errors (5xx)`);

  return { problems, sizesChecked, ordersChecked: stored.length };
}

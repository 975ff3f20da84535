import { inArray } from 'drizzle-orm';
import { shortOrderId } from '../../../contract/order-texts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http-error';
import type { OrderRow } from './order-view';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { ORDER_BATCH_MESSAGES } from '../../../contract/messages/back-office';

/**
 * The orders of a batch (ids validated by OrderBatchSchema), in the order given, read in one statement. Any unknown
 * id makes the whole batch a 404 naming it, before anything is made or changed.
 */
export async function ordersByIds(db: Db, orderIds: string[]): Promise<OrderRow[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = orderIds.filter((id) => !byId.has(id.toLowerCase()));
  if (missing.length > 0)
    throw notFound(
      orderIds.length === 1
        ? ORDER_MESSAGES.orderNotFound
        : ORDER_BATCH_MESSAGES.notFound(missing.map(shortOrderId)),
    );
  return orderIds.map((id) => byId.get(id.toLowerCase())!);
}

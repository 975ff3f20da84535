import { and, count, desc, eq } from 'drizzle-orm';
import { type Order } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { paginate } from '../../db/pagination';
import { orders } from '../../db/schema';
import { notFound } from '../../http-error';
import type { OrderHistory } from '../../../contract/order-history';
import { orderTimeline } from './order-history';
import { itemsByOrder, toOrderView } from './order-view';
import { deliveredAt } from './order-history';
import { ORDER_MESSAGES } from '../../../contract/messages';
import type { UpiPayee } from '../../../contract/upi';
import { upiUriFor } from '../payments/upi-payments.service';

/** One page of the shopper's own orders, newest first: two queries whatever the page size. */
export async function listOwnOrders(
  db: Db,
  userId: string,
  page: number,
  limit: number,
  publicUrl: string,
): Promise<{ orders: Order[]; totalPages: number; currentPage: number }> {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) => toOrderView(row, items.get(row.id) ?? [], publicUrl)),
    totalPages,
    currentPage,
  };
}

/** One of the shopper's own orders; anyone else's is "not found", never "forbidden". */
export async function ownOrderDetails(
  db: Db,
  userId: string,
  orderId: string,
  publicUrl: string,
  upi?: UpiPayee,
): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  const items = await itemsByOrder(db, [row.id]);
  const delivered = row.status === 'delivered' ? await deliveredAt(db, row.id) : undefined;
  return {
    ...toOrderView(row, items.get(row.id) ?? [], publicUrl),
    deliveredAt: delivered?.toISOString() ?? null,
    upiUri: upiUriFor(row, upi),
  };
}

/** The status history of one of the shopper's own orders; anyone else's is "not found". */
export async function ownOrderHistory(db: Db, userId: string, orderId: string): Promise<OrderHistory> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  return { history: await orderTimeline(db, row.id) };
}

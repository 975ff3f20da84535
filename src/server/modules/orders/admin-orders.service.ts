import { count, desc, eq } from 'drizzle-orm';
import { type AdminOrder } from '../../../contract/admin';
import type { OrderFilter } from '../../../contract/admin-order-search';
import { paiseToRupees } from '../../../contract/money';
import { awaitingPayment } from '../../../contract/payment-status';
import type { Db } from '../../db/client';
import { paginate } from '../../db/pagination';
import { orders } from '../../db/schema';
import { notFound } from '../../http-error';
import type { OrderHistory } from '../../../contract/order-history';
import { orderTimeline } from './order-history';
import { orderFilterWhere } from './order-filter';
import { itemsByOrder, toOrderView, type OrderRow } from './order-view';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { ADMIN_MESSAGES } from '../../../contract/messages/admin';

/** The admin's view of an order (docs/product.md section 3), built on the customer's view. */
function toAdminOrderView(
  row: OrderRow,
  items: Awaited<ReturnType<typeof itemsByOrder>>,
  publicUrl: string,
): AdminOrder {
  const view = toOrderView(row, items.get(row.id) ?? [], publicUrl);
  return {
    _id: view._id,
    user: {
      _id: row.userId,
      name: row.userId ? row.customerName : ADMIN_MESSAGES.deletedCustomer,
      email: row.customerEmail,
      deleted: row.userId === null,
    },
    addressInfo: view.addressInfo,
    items: view.items,
    paymentMethod: view.paymentMethod,
    coupon: row.couponCode
      ? { code: row.couponCode, discount: paiseToRupees(row.couponDiscountPaise) }
      : null,
    pricingSummary: view.pricingSummary,
    status: view.status,
    paymentStatus: view.paymentStatus,
    utr: view.utr,
    awaitingPayment: awaitingPayment(view),
    placedAt: view.placedAt,
    updatedAt: view.updatedAt,
    shipment: view.shipment,
    statusReason: view.statusReason,
    invoiceNumber: view.invoiceNumber,
  };
}

export async function listAllOrders(
  db: Db,
  page: number,
  limit: number,
  publicUrl: string,
  filter: Partial<OrderFilter> = {},
) {
  const where = orderFilterWhere(filter);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return { order: rows.map((row) => toAdminOrderView(row, items, publicUrl)), totalPages, currentPage };
}

export async function adminOrderDetails(db: Db, orderId: string, publicUrl: string): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  return toAdminOrderView(row, await itemsByOrder(db, [row.id]), publicUrl);
}

export async function adminOrderHistory(db: Db, orderId: string): Promise<OrderHistory> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  return { history: await orderTimeline(db, row.id) };
}

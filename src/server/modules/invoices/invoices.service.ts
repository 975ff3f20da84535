import { and, eq } from 'drizzle-orm';
import { invoiceIsGivenOut, type OrderStatus } from '../../../contract/order-status';
import { type IssuedInvoice } from '../../../contract/tax-invoice';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { INVOICE_MESSAGES, ORDER_MESSAGES } from '../../../contract/messages';

/**
 * The invoice of an order as issued, for its owner (customerId set) or the shop. Someone else's order is "not
 * found"; an order that has not shipped has no invoice yet (409), nor has one cancelled or returned to origin (its
 * number stays issued, so the year's numbers keep no gap: docs/decisions/0051-shipping-with-tracking-and-rto.md).
 */
export async function findInvoice(db: Db, orderId: string, customerId?: string): Promise<IssuedInvoice> {
  const [row] = await db
    .select({ status: orders.status, invoice: orders.invoice })
    .from(orders)
    .where(and(eq(orders.id, orderId), customerId ? eq(orders.userId, customerId) : undefined));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (row.status === 'cancelled') throw conflict(INVOICE_MESSAGES.cancelled);
  if (row.status === 'rto') throw conflict(INVOICE_MESSAGES.returnedToOrigin);
  if (!row.invoice || !invoiceIsGivenOut(row.status as OrderStatus)) throw conflict(INVOICE_MESSAGES.notYet);
  return row.invoice;
}

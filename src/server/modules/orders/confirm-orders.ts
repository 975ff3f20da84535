import type { ConfirmOrdersResult } from '../../../contract/order-batches';
import type { AdminActor } from '../../actor';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import type { InvoiceSettings } from '../../invoice-settings';
import { changeOrderStatus } from './order-status.service';
import { ordersByIds } from './orders-by-ids';
import { ORDER_BATCH_MESSAGES } from '../../../contract/messages/back-office';

/**
 * Confirms each order given, one after the other, each through the order status machine in its own transaction
 * (history, audit entry and the customer's mail as for a single move). An unknown id refuses the whole batch
 * first; an order that cannot be confirmed (no longer pending: moved meanwhile by someone else, cancelled by its
 * customer) is left as it is and reported with the machine's reason, and the others are still confirmed.
 */
export async function confirmOrders(
  db: Db,
  orderIds: string[],
  context: { by: AdminActor; now: Date; invoices: InvoiceSettings },
): Promise<ConfirmOrdersResult> {
  const rows = await ordersByIds(db, orderIds);
  const confirmed: string[] = [];
  const notConfirmed: ConfirmOrdersResult['notConfirmed'] = [];
  for (const row of rows) {
    try {
      await changeOrderStatus(db, { orderId: row.id, to: 'confirmed', ...context });
      confirmed.push(row.id);
    } catch (error) {
      // A refusal of this one order (a 4xx); anything else (the database gone) ends the batch as it would a call.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      notConfirmed.push({ orderId: row.id, message: error.message });
    }
  }
  return {
    message: ORDER_BATCH_MESSAGES.confirmed(confirmed.length, notConfirmed.length),
    confirmed,
    notConfirmed,
  };
}

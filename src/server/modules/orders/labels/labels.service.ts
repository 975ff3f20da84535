import { canPrintLabel } from '../../../../contract/order-batches';
import type { OrderStatus } from '../../../../contract/order-status';
import { shortOrderId } from '../../../../contract/order-texts';
import type { Db } from '../../../db/client';
import { conflict } from '../../../http-error';
import type { Seller } from '../../../invoice-settings';
import { lookUpPin } from '../../../pin-directory/pin-directory';
import type { OrderRow } from '../order-view';
import { ordersByIds } from '../orders-by-ids';
import { linesWithSkus } from '../item-skus';
import { shipFromOf, shippingLabelOf } from './label-from-order';
import type { ShippingLabel } from './shipping-label';
import { ORDER_BATCH_MESSAGES } from '../../../../contract/messages/back-office';

/** The delivery state: the address snapshot's, else the one the invoice was issued with, else the PIN directory's. */
async function stateOf(order: OrderRow): Promise<string> {
  return (
    order.addressInfo.state ||
    order.invoice?.buyer.state ||
    ((await lookUpPin(order.addressInfo.zipCode))?.state ?? '')
  );
}

/**
 * The labels of the orders given, in that order, each with its packing slip's lines. All or nothing: an unknown
 * order is a 404 and an order without a parcel to send (LABEL_STATUSES) a 409 naming it, and no label is made.
 */
export async function shippingLabels(db: Db, orderIds: string[], seller: Seller): Promise<ShippingLabel[]> {
  const rows = await ordersByIds(db, orderIds);
  const refused = rows.filter((row) => !canPrintLabel(row.status as OrderStatus));
  if (refused.length > 0)
    throw conflict(
      ORDER_BATCH_MESSAGES.noLabel(
        refused.map((row) => `#${shortOrderId(row.id)} is ${row.status}`).join(', '),
      ),
    );
  const items = await linesWithSkus(
    db,
    rows.map((row) => row.id),
  );
  const shipFrom = shipFromOf(seller);
  return Promise.all(
    rows.map(async (row) => shippingLabelOf(row, items.get(row.id) ?? [], shipFrom, await stateOf(row))),
  );
}

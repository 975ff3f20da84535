import { and, eq, ne, sql } from 'drizzle-orm';
import { computeRefund, type Refund, type ReturnedPieces } from '../../../contract/refunds';
import { RETURN_MESSAGES } from '../../../contract/messages';
import type { DbOrTx } from '../../db/client';
import { orderItems, returnItems, returnRequests } from '../../db/schema';
import { badRequest } from '../../http-error';
import { sortItems, type OrderRow } from '../orders/order-view';

/**
 * Checks the pieces asked back against the order (each line in it, no more pieces than are left once earlier
 * requests the shop has not rejected are counted) and prices them with the rule of src/contract/refunds.ts. The
 * return request and its preview both come here, so the amount shown before sending is the amount stored.
 */
export async function priceReturn(
  tx: DbOrTx,
  order: OrderRow,
  items: readonly ReturnedPieces[],
): Promise<Refund> {
  const ordered = sortItems(await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)));
  const askedRows = await tx
    .select({
      productId: returnItems.productId,
      size: returnItems.size,
      quantity: sql<number>`sum(${returnItems.quantity})::int`,
      returned: sql<number>`(sum(${returnItems.quantity}) filter (where ${returnRequests.kind} = 'return'))::int`,
    })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, order.id), ne(returnRequests.status, 'rejected')))
    .groupBy(returnItems.productId, returnItems.size);
  const alreadyAsked = askedRows.map(({ productId, size, quantity }) => ({ productId, size, quantity }));
  const alreadyReturned = askedRows.map(({ productId, size, returned }) => ({
    productId,
    size,
    quantity: returned ?? 0,
  }));
  for (const item of items) {
    const line = ordered.find((o) => o.productId === item.productId && o.size === item.size);
    if (!line) throw badRequest(RETURN_MESSAGES.notInOrder, { items: RETURN_MESSAGES.notInOrder });
    const already =
      alreadyAsked.find((a) => a.productId === item.productId && a.size === item.size)?.quantity ?? 0;
    const left = line.quantity - already;
    if (item.quantity > left)
      throw badRequest(RETURN_MESSAGES.tooMany(left), { items: RETURN_MESSAGES.tooMany(left) });
  }
  return computeRefund({
    lines: ordered.map((line) => ({
      productId: line.productId,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.discountPricePaise,
    })),
    couponPaise: order.couponDiscountPaise,
    platformFeePaise: order.platformFeePaise,
    alreadyAsked,
    alreadyReturned,
    items,
  });
}

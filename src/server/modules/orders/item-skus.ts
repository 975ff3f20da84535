import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idIn } from '../../db/id-in';
import { orderItems, productSizes } from '../../db/schema';
import { groupItemsByOrder } from './order-view';

// The SKU an order line is packed and exported under: the current SKU of its product's size
// (docs/decisions/0059-skus-and-product-csv.md). A size the shop no longer offers has no SKU (empty).

/** The offered size an order line names, if the shop still offers it. */
const lineSize = and(
  eq(productSizes.productId, orderItems.productId),
  eq(productSizes.size, orderItems.size),
);

/**
 * The lines of the orders given with their SKUs (packing slips, the orders export), by order, in the order every
 * document lists them. The SKUs are joined in the lines' own query, so an export's batch waits on the database once
 * for its lines and their SKUs, not twice.
 */
export async function linesWithSkus(db: DbOrTx, orderIds: string[]) {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      discountPricePaise: orderItems.discountPricePaise,
      sku: sql<string>`coalesce(${productSizes.sku}, '')`,
    })
    .from(orderItems)
    .leftJoin(productSizes, lineSize)
    .where(idIn(orderItems.orderId, orderIds));
  return groupItemsByOrder(orderIds, rows);
}

import { and, eq, sql } from 'drizzle-orm';
import { orderItems, productSizes } from '../../db/schema';

// The SKU an order line is packed and exported under: the current SKU of its product's size
// (docs/decisions/0059-skus-and-product-csv.md). A size the shop no longer offers has no SKU (empty).
//
// Read in the lines' own query, a select from order_items joined to the sizes:
//   db.select({ ...fields, sku: lineSku }).from(orderItems).leftJoin(productSizes, lineSize)
// so an export's batch waits on the database once for its lines and their SKUs, not twice.

/** The offered size an order line names, if the shop still offers it. */
export const lineSize = and(
  eq(productSizes.productId, orderItems.productId),
  eq(productSizes.size, orderItems.size),
);

/** The line's SKU in a select joined by `lineSize`: empty for a size no longer offered. */
export const lineSku = sql<string>`coalesce(${productSizes.sku}, '')`;

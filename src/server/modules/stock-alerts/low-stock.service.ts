import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { sizeRank } from '../../../contract/constants';
import type { LowStockItem } from '../../../contract/stock-alerts';
import type { DbOrTx } from '../../db/client';
import { productSizes, products } from '../../db/schema';

// Offered sizes at or under the shop's low-stock threshold, most urgent first: least stock, then name, then size in the
// shop's size order (2-3 y before 10-11 y, which text order would not give).

/**
 * A size that warns: one the product is offered in (a size not offered has no row; docs/decisions/0058-product-life-
 * and-offered-sizes.md) at or under the threshold, of a product the shop still sells (an archived one is retired).
 */
export const lowStockWhere = (threshold: number) =>
  and(lte(productSizes.stock, threshold), ne(products.status, 'archived'));

export async function lowStock(db: DbOrTx, threshold: number): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(lowStockWhere(threshold))
    .orderBy(asc(productSizes.stock), asc(products.name), asc(products.id));
  return rows.sort(
    (a, b) =>
      a.stock - b.stock ||
      a.name.localeCompare(b.name) ||
      a.productId.localeCompare(b.productId) ||
      sizeRank(a.size) - sizeRank(b.size),
  );
}

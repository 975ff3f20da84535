import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productSizes } from '../../db/schema';

// The SKU an order line is packed and exported under: the current SKU of its product's size
// (docs/decisions/0059-skus-and-product-csv.md). A size the shop no longer offers has no SKU (empty).

export type ItemSkus = (item: { productId: string; size: string }) => string;

/** Reads the SKUs of the lines' sizes in one query and answers each line's. */
export async function itemSkus(
  db: DbOrTx,
  items: Iterable<{ productId: string; size: string }>,
): Promise<ItemSkus> {
  const productIds = [...new Set([...items].map((item) => item.productId))];
  const skus = new Map<string, string>();
  if (productIds.length > 0) {
    const rows = await db
      .select({ productId: productSizes.productId, size: productSizes.size, sku: productSizes.sku })
      .from(productSizes)
      .where(inArray(productSizes.productId, productIds));
    for (const row of rows) skus.set(`${row.productId} ${row.size}`, row.sku);
  }
  return (item) => skus.get(`${item.productId} ${item.size}`) ?? '';
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productSizes } from '../../db/schema';

// The SKU an order line is packed and exported under: the current SKU of its product's size
// (docs/decisions/0059-skus-and-product-csv.md). A size the shop no longer offers has no SKU (empty).

export type ItemSkus = (item: { productId: string; size: string }) => string;

const lineKey = (item: { productId: string; size: string }) => `${item.productId} ${item.size}`;

/**
 * Reads the SKUs of the lines' sizes in one query and answers each line's. Only the sizes the lines name are read
 * (an export's batch of 1,000 lines would otherwise read every size of their products), each (product, size) pair
 * bound as two arrays of one parameter each.
 */
export async function itemSkus(
  db: DbOrTx,
  items: Iterable<{ productId: string; size: string }>,
): Promise<ItemSkus> {
  const lines = new Map<string, { productId: string; size: string }>();
  for (const item of items) lines.set(lineKey(item), item);
  const skus = new Map<string, string>();
  if (lines.size > 0) {
    const wanted = [...lines.values()];
    const productIds = wanted.map((line) => line.productId);
    const sizes = wanted.map((line) => line.size);
    const rows = await db
      .select({ productId: productSizes.productId, size: productSizes.size, sku: productSizes.sku })
      .from(productSizes)
      .where(
        sql`(${productSizes.productId}, ${productSizes.size}) in (select * from unnest(${sql.param(productIds)}::uuid[], ${sql.param(sizes)}::text[]))`,
      );
    for (const row of rows) skus.set(lineKey(row), row.sku);
  }
  return (item) => skus.get(lineKey(item)) ?? '';
}

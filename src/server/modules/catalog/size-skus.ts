import { and, eq, ne, or, sql } from 'drizzle-orm';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';
import { skuField, skuKey } from '../../../contract/sku';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { productSizes } from '../../db/schema';
import { conflict } from '../../http-error';

// The SKUs the admin types for a product's sizes (docs/decisions/0059-skus-and-product-csv.md). A size row gets a
// generated SKU when it is created (the database's trigger); a typed one replaces it. SKUs are unique whatever their
// case: one held by another size is refused with a 409 naming it, before anything is written (the unique index
// stays the last word when two saves race). The refusal also names the size under `errors` (skuField), so the
// product form shows it beside that size's SKU.

interface SizeSku {
  size: string;
  sku?: string | undefined;
}

/** The other size (of any product) holding `sku`, if any. */
async function sizeHoldingSku(
  tx: DbOrTx,
  sku: string,
  except: { productId: string; size: string },
): Promise<{ productId: string; size: string } | undefined> {
  const [row] = await tx
    .select({ productId: productSizes.productId, size: productSizes.size })
    .from(productSizes)
    .where(
      and(
        sql`lower(${productSizes.sku}) = ${skuKey(sku)}`,
        or(ne(productSizes.productId, except.productId), ne(productSizes.size, except.size)),
      ),
    )
    .limit(1);
  return row;
}

/** Gives the sizes of `productId` the SKUs typed for them; sizes without one keep theirs. */
export async function assignSkus(tx: DbOrTx, productId: string, sizes: readonly SizeSku[]): Promise<void> {
  for (const { size, sku } of sizes) {
    if (!sku) continue;
    const taken = () =>
      conflict(SKU_MESSAGES.taken(sku), { errors: { [skuField(size)]: SKU_MESSAGES.taken(sku) } });
    if (await sizeHoldingSku(tx, sku, { productId, size })) throw taken();
    try {
      await tx
        .update(productSizes)
        .set({ sku })
        .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }
}

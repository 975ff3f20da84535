import type { Product } from '../../../contract/catalog';

/** The product as the admin calls return it: the catalog's product (docs/product.md section 3); the edit call adds its HSN code. */
export type AdminProduct = Product & { hsnCode?: string };

/** One size row of the form, where the size may be any of the five. */
export interface SizeStock {
  size: string;
  stock: number;
  /** The size's SKU; empty: the one it has (edit) or a generated one (a size newly offered). */
  sku?: string;
}

export function totalStock(product: Pick<AdminProduct, 'sizeAndStock'>): number {
  return product.sizeAndStock.reduce(
    (sum, entry) => sum + (Number.isFinite(entry.stock) ? entry.stock : 0),
    0,
  );
}

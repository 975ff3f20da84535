import type { Category, Gender, Size } from '../../../contract/constants';

// The product as the admin calls return it (SPEC.md section 3). A local shape until the catalog contract lands.
export interface SizeStock {
  size: Size | string;
  stock: number;
}

export interface AdminProduct {
  _id: string;
  name: string;
  description: string;
  category: Category | string;
  gender: Gender | string;
  /** Full image URLs, the first being the main one. */
  images: string[];
  /** Rupees. */
  price: number;
  /** Rupees: the selling price. */
  discountPrice: number;
  createdAt: string;
  sizeAndStock: SizeStock[];
}

export function totalStock(product: Pick<AdminProduct, 'sizeAndStock'>): number {
  return product.sizeAndStock.reduce(
    (sum, entry) => sum + (Number.isFinite(entry.stock) ? entry.stock : 0),
    0,
  );
}

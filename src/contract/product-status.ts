import { z } from 'zod';
import { PRODUCT_STATUS_MESSAGES } from './messages/admin';

// A product's life (docs/product.md section 5, docs/decisions/0058-product-life-and-offered-sizes.md): the move
// table the server's status machine and the back office's buttons both read, and what publishing needs.

/**
 * draft: being prepared, never shown to shoppers. active: on sale, in every list. hidden: taken off the shop for a
 * while (a season, a photo shoot). archived: retired for good; it stays in orders, invoices and reports.
 */
export const PRODUCT_STATUSES = ['draft', 'active', 'hidden', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The only status shoppers see a product in. */
export const LISTED_STATUS = 'active' satisfies ProductStatus;

export const PRODUCT_MOVES: Readonly<Record<ProductStatus, readonly ProductStatus[]>> = {
  draft: ['active', 'archived'],
  active: ['hidden', 'archived', 'draft'],
  hidden: ['active', 'archived', 'draft'],
  archived: ['draft'],
};

export function nextProductStatuses(status: ProductStatus): readonly ProductStatus[] {
  return PRODUCT_MOVES[status];
}

/** The back office's action that makes each move, as its button reads. */
export const PRODUCT_STATUS_ACTIONS: Readonly<Record<ProductStatus, string>> = {
  active: PRODUCT_STATUS_MESSAGES.publish,
  hidden: PRODUCT_STATUS_MESSAGES.hide,
  archived: PRODUCT_STATUS_MESSAGES.archive,
  draft: PRODUCT_STATUS_MESSAGES.backToDraft,
};

/** What the publishing rule looks at. */
interface PublishableProduct {
  pictures: number;
  description: string;
  /** The offered sizes' stock (a size not offered has none). */
  stocks: readonly number[];
}

/** What a product still lacks to be published, as the admin reads it; empty when it may be published. */
export function missingToPublish(product: PublishableProduct): string[] {
  const missing: string[] = [];
  if (product.pictures < 1) missing.push(PRODUCT_STATUS_MESSAGES.missingPicture);
  if (product.description.trim() === '') missing.push(PRODUCT_STATUS_MESSAGES.missingDescription);
  if (!product.stocks.some((stock) => stock > 0)) missing.push(PRODUCT_STATUS_MESSAGES.missingStock);
  return missing;
}

export function illegalProductMove(from: ProductStatus, to: ProductStatus): string {
  return `A product that is ${PRODUCT_STATUS_MESSAGES.label[from].toLowerCase()} cannot be made ${PRODUCT_STATUS_MESSAGES.label[to].toLowerCase()}.`;
}

/** POST /admin/products/:id/status: the back office's publish, hide, archive and back-to-draft actions. */
export const ProductStatusMoveSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: PRODUCT_STATUS_MESSAGES.statusInvalid }),
});

import { z } from 'zod';
import { CATEGORIES } from './constants';
import { PRODUCT_STATUSES } from './product-status';
import { pageQuery } from './paging';
import { PRODUCT_SEARCH_MESSAGES } from './messages/back-office';
import { PRODUCT_STATUS_MESSAGES } from './messages/admin';

// Stock that warns: the sizes at or under the shop's low-stock threshold, and finding products in the back office.

export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** GET /admin/lowStock: one entry per size at or under the threshold, most urgent (least stock) first. */
export const LowStockItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  stock: z.number().int(),
});
export const LowStockListSchema = z.array(LowStockItemSchema);
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /admin/fetchAllProducts: the page and limit of docs/product.md section 7, plus a name search, a category, "out
 * of stock in some size" and a status.
 */
export function adminProductsQuery(defaultLimit: number) {
  return pageQuery(defaultLimit).extend({
    q: z
      .string()
      .trim()
      .max(100, PRODUCT_SEARCH_MESSAGES.queryTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
    category: z.preprocess(
      emptyAsUndefined,
      z.enum(CATEGORIES, { error: PRODUCT_SEARCH_MESSAGES.badCategory }).optional(),
    ),
    outOfStock: z.preprocess(
      emptyAsUndefined,
      z
        .enum(['true', 'false', '1', '0'])
        .optional()
        .transform((value) => value === 'true' || value === '1'),
    ),
    status: z.preprocess(
      emptyAsUndefined,
      z.enum(PRODUCT_STATUSES, { error: PRODUCT_STATUS_MESSAGES.statusInvalid }).optional(),
    ),
  });
}

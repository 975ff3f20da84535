import { z } from 'zod';
import { ProductSchema } from './catalog';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, SIZES } from './constants';
import { TEXT } from './messages';
import { PricingSummarySchema } from './orders';

// The bag and the wishlist (SPEC.md sections 3 and 7).

export const CART_MESSAGES = {
  quantityRange: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`,
  unknownSize: 'This size does not exist for this product.',
  productNotFound: TEXT.productNotFound,
  notInBag: 'This item is not in your bag.',
  removed: 'Removed from your bag.',
  wishlistRemoved: 'Removed from your wishlist.',
  wishlistEntryNotFound: 'This item is not in your wishlist.',
  soldOut: (size: string) => `Out of stock in size ${size}`,
  onlyLeft: (available: number, size: string) => `Only ${available} left in size ${size}`,
} as const;

const productId = z
  .string({ error: CART_MESSAGES.productNotFound })
  .regex(/^[0-9a-f-]{36}$/i, CART_MESSAGES.productNotFound);
const quantity = z
  .number({ error: CART_MESSAGES.quantityRange })
  .int(CART_MESSAGES.quantityRange)
  .min(CART_QUANTITY_MIN, CART_MESSAGES.quantityRange)
  .max(CART_QUANTITY_MAX, CART_MESSAGES.quantityRange);
const size = z.enum(SIZES, { error: CART_MESSAGES.unknownSize });

export const AddToCartSchema = z.object({ productId, size, quantity: quantity.default(1) });
export const UpdateCartQuantitySchema = z.object({ productId, size, quantity });
export const RemoveFromCartSchema = z.object({ productId, size });

/** One line of the bag, with the product populated and what stock says about it now. */
export const CartLineSchema = z.object({
  productId: ProductSchema,
  size: z.string(),
  quantity: z.number().int(),
  /** Pieces left in this size right now. */
  available: z.number().int(),
  /** Why this line cannot be ordered as it is (sold out, fewer left), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  items: z.array(CartLineSchema),
  /** Prices of the pieces that can be ordered now (see orderableQuantity), computed by the shared price rule. */
  pricingSummary: PricingSummarySchema,
});
export type Cart = z.infer<typeof CartSchema>;

/** What stock says about a line: null when it can be ordered as it is. */
export function cartLineProblem(line: { size: string; quantity: number; available: number }): string | null {
  if (line.available <= 0) return CART_MESSAGES.soldOut(line.size);
  if (line.available < line.quantity) return CART_MESSAGES.onlyLeft(line.available, line.size);
  return null;
}

export const WishlistEntrySchema = z.object({ _id: z.string(), product: ProductSchema });
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** GET /user/getWishItem: the entries under `products`, newest first, as the original client reads them. */
export const WishlistSchema = z.object({ products: z.array(WishlistEntrySchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;

/**
 * Pieces of a line that could be ordered now: the bag's quantity, cut to what is left in stock. The bag's price
 * panel counts and prices these, so that its item count and its amounts always describe the same pieces.
 */
export function orderableQuantity(line: { quantity: number; available: number }): number {
  return Math.max(0, Math.min(line.quantity, line.available));
}

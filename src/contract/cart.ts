import { z } from 'zod';
import { idSchema } from './ids';
import { ProductSchema } from './catalog';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, SIZES } from './constants';
import { PricingSummarySchema } from './orders';
import { CART_MESSAGES } from './messages';

// The bag and the wishlist (docs/product.md sections 3 and 7).

const productId = idSchema(CART_MESSAGES.productNotFound);
const quantity = z
  .number({ error: CART_MESSAGES.quantityRange })
  .int(CART_MESSAGES.quantityRange)
  .min(CART_QUANTITY_MIN, CART_MESSAGES.quantityRange)
  .max(CART_QUANTITY_MAX, CART_MESSAGES.quantityRange);
const size = z.enum(SIZES, { error: CART_MESSAGES.unknownSize });

export const AddToCartSchema = z.object({ productId, size, quantity: quantity.default(1) });
export const UpdateCartQuantitySchema = z.object({ productId, size, quantity });
export const RemoveFromCartSchema = z.object({ productId, size });

/** Lines a guest bag may hold (one per product and size); more than this is not a bag a parent fills by hand. */
const GUEST_BAG_MAX_LINES = 30;

/**
 * A bag kept in a visitor's browser, as sent to be priced (POST /user/cart/price) or carried into the account's bag
 * at login or registration (POST /user/cart/merge).
 */
export const GuestBagSchema = z.object({
  items: z
    .array(z.object({ productId, size, quantity }))
    .max(GUEST_BAG_MAX_LINES, CART_MESSAGES.guestBagTooBig(GUEST_BAG_MAX_LINES)),
});
export type GuestBag = z.infer<typeof GuestBagSchema>;

/** What the merge did: a line it could not carry (off sale, sold out, gone) or had to cut is named in `notes`. */
export const GuestBagMergeSchema = z.object({ message: z.string(), notes: z.array(z.string()) });
export type GuestBagMerge = z.infer<typeof GuestBagMergeSchema>;

/** One line of the bag, with the product populated and what stock says about it now. */
export const CartLineSchema = z.object({
  productId: ProductSchema,
  size: z.string(),
  quantity: z.number().int(),
  /** Pieces left in this size right now. */
  available: z.number().int(),
  /** False when the shop has taken the product off sale since (then `available` is 0). */
  listed: z.boolean(),
  /** Why this line cannot be ordered as it is (not available, sold out, fewer left), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  items: z.array(CartLineSchema),
  /** Prices of the pieces that can be ordered now (see orderableQuantity), computed by the shared price rule. */
  pricingSummary: PricingSummarySchema,
});
export type Cart = z.infer<typeof CartSchema>;

export const WishlistEntrySchema = z.object({ _id: z.string(), product: ProductSchema });
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** GET /user/getWishItem: the entries under `products`, newest first, as the original client reads them. */
export const WishlistSchema = z.object({ products: z.array(WishlistEntrySchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;

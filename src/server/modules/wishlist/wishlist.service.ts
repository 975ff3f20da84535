import { and, desc, eq, or } from 'drizzle-orm';
import { type WishlistEntry } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { LISTED_STATUS } from '../../../contract/product-status';
import { productColumns, productFromRow } from '../catalog/catalog.service';
import { CART_MESSAGES } from '../../../contract/messages';

/** Adding twice keeps one entry. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(CART_MESSAGES.productNotFound);
  if (product.status !== LISTED_STATUS) throw conflict(CART_MESSAGES.notAvailable);
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function listWishlist(db: Db, userId: string, publicUrl: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select({ entryId: wishlistItems.id, product: productColumns })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map((row) => ({ _id: row.entryId, product: productFromRow(row.product, publicUrl) }));
}

/**
 * Removes the shopper's entry for a product, named by the product's id (the original client) or by the entry's
 * own id; anyone else's entry is "not found".
 */
export async function removeFromWishlist(db: Db, userId: string, productOrEntryId: string): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.userId, userId),
        or(eq(wishlistItems.productId, productOrEntryId), eq(wishlistItems.id, productOrEntryId)),
      ),
    )
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(CART_MESSAGES.wishlistEntryNotFound);
}

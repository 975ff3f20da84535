import { and, desc, eq, inArray } from 'drizzle-orm';
import { CART_MESSAGES, type WishlistEntry } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../http-error';
import { toApiProducts } from '../catalog/catalog.service';

/** Adding twice keeps one entry. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(CART_MESSAGES.productNotFound);
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function listWishlist(db: Db, userId: string, publicUrl: string): Promise<WishlistEntry[]> {
  const entries = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  if (entries.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        entries.map((entry) => entry.productId),
      ),
    );
  const byId = new Map((await toApiProducts(db, rows, publicUrl)).map((p) => [p._id, p]));
  return entries.flatMap((entry) => {
    const product = byId.get(entry.productId);
    return product ? [{ _id: entry.id, product }] : [];
  });
}

/** Only the shopper's own entry; anyone else's is "not found". */
export async function removeFromWishlist(db: Db, userId: string, entryId: string): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, entryId), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(CART_MESSAGES.wishlistEntryNotFound);
}

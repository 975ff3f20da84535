import { and, asc, eq, inArray } from 'drizzle-orm';
import { CART_QUANTITY_MAX } from '../../../contract/constants';
import { type Cart, type GuestBag, type GuestBagMerge } from '../../../contract/cart';
import type { Product } from '../../../contract/catalog';
import { cartLineProblem, orderableQuantity } from '../../../contract/cart-rules';
import { rupeesToPaise } from '../../../contract/money';
import { priceSummary, summaryInRupees } from '../../../contract/pricing';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cartItems, productSizes, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { productColumns, productFromRow } from '../catalog/catalog.service';
import { CART_MESSAGES } from '../../../contract/messages';
import { LISTED_STATUS } from '../../../contract/product-status';

// The shopper's bag, kept in the database. Quantities are 1 to 5 per line and never more than the stock; a line
// whose product has since sold out stays in the bag, marked, and is left out of the price until it is fixed.

interface LineKey {
  productId: string;
  size: string;
}

const lineWhere = (userId: string, key: LineKey) =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, key.productId), eq(cartItems.size, key.size));

/**
 * The size's stock and how many of it the shopper's bag holds, read with the product's status in one query: an
 * unknown product is a 404, one not on sale a 409, a size it is not offered in a 400.
 */
async function offeredLine(db: Db, userId: string, key: LineKey): Promise<{ stock: number; inBag: number }> {
  const [row] = await db
    .select({ status: products.status, stock: productSizes.stock, inBag: cartItems.quantity })
    .from(products)
    .leftJoin(productSizes, and(eq(productSizes.productId, products.id), eq(productSizes.size, key.size)))
    .leftJoin(cartItems, lineWhere(userId, key))
    .where(eq(products.id, key.productId));
  if (!row) throw notFound(CART_MESSAGES.productNotFound);
  if (row.status !== LISTED_STATUS) throw conflict(CART_MESSAGES.notAvailable);
  if (row.stock === null) throw badRequest(CART_MESSAGES.unknownSize);
  return { stock: row.stock, inBag: row.inBag ?? 0 };
}

function assertInStock(stock: number, wanted: number, size: string): void {
  if (stock <= 0) throw conflict(CART_MESSAGES.soldOut(size));
  if (wanted > stock) throw conflict(CART_MESSAGES.onlyLeft(stock, size));
}

/** Adds to the line (creating it), up to 5 pieces and never beyond the stock. */
export async function addToCart(db: Db, userId: string, key: LineKey & { quantity: number }): Promise<void> {
  const { stock, inBag } = await offeredLine(db, userId, key);
  const wanted = Math.min(inBag + key.quantity, CART_QUANTITY_MAX);
  assertInStock(stock, wanted, key.size);
  await db
    .insert(cartItems)
    .values({ userId, productId: key.productId, size: key.size, quantity: wanted })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size],
      set: { quantity: wanted },
    });
}

export async function setCartQuantity(
  db: Db,
  userId: string,
  key: LineKey & { quantity: number },
): Promise<void> {
  const { stock } = await offeredLine(db, userId, key);
  assertInStock(stock, key.quantity, key.size);
  const updated = await db
    .update(cartItems)
    .set({ quantity: key.quantity })
    .where(lineWhere(userId, key))
    .returning({ quantity: cartItems.quantity });
  if (updated.length === 0) throw notFound(CART_MESSAGES.notInBag);
}

export async function removeFromCart(db: Db, userId: string, key: LineKey): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(lineWhere(userId, key))
    .returning({ size: cartItems.size });
  if (removed.length === 0) throw notFound(CART_MESSAGES.notInBag);
}

/** The bag with products populated: one query whatever its size (its lines joined to their products). */
export async function getCart(db: Db, userId: string, publicUrl: string): Promise<Cart> {
  const rows = await db
    .select({ size: cartItems.size, quantity: cartItems.quantity, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.size));
  return pricedBag(rows.map((row) => ({ ...row, product: productFromRow(row.product, publicUrl) })));
}

/**
 * A visitor's bag, kept in their browser, priced and checked against stock as the account's bag is: the same
 * lines, problems and price summary. A product that no longer exists is left out; a line given twice counts once,
 * with the quantities added up to 5.
 */
export async function priceGuestBag(db: Db, bag: GuestBag, publicUrl: string): Promise<Cart> {
  const lines = combinedLines(bag);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const rows = productIds.length
    ? await db.select(productColumns).from(products).where(inArray(products.id, productIds))
    : [];
  const productOf = new Map(rows.map((row) => [row.id, productFromRow(row, publicUrl)]));
  return pricedBag(
    lines.flatMap((line) => {
      const product = productOf.get(line.productId);
      return product ? [{ size: line.size, quantity: line.quantity, product }] : [];
    }),
  );
}

/** One line per product and size, quantities added up and capped at 5, in the order first given. */
function combinedLines(bag: GuestBag): (LineKey & { quantity: number })[] {
  const lines = new Map<string, LineKey & { quantity: number }>();
  for (const item of bag.items) {
    const key = `${item.productId}|${item.size}`;
    const quantity = Math.min((lines.get(key)?.quantity ?? 0) + item.quantity, CART_QUANTITY_MAX);
    lines.set(key, { productId: item.productId, size: item.size, quantity });
  }
  return [...lines.values()];
}

/**
 * Carries a guest bag into the shopper's bag at login or registration: each line is added to what the account
 * already holds, capped at 5 and at the stock; a product off sale, gone or sold out in that size is left out. Every
 * line left out or cut is named in the notes. One transaction: the bag is merged whole or not at all.
 */
export async function mergeGuestBag(db: Db, userId: string, bag: GuestBag): Promise<GuestBagMerge> {
  const lines = combinedLines(bag);
  const notes = await inTransaction(db, async (tx) => {
    const said: string[] = [];
    for (const line of lines) {
      const [product] = await tx
        .select({ name: products.name, status: products.status })
        .from(products)
        .where(eq(products.id, line.productId));
      if (!product) {
        said.push(CART_MESSAGES.mergeDroppedGone);
        continue;
      }
      if (product.status !== LISTED_STATUS) {
        said.push(CART_MESSAGES.mergeDroppedNotListed(product.name));
        continue;
      }
      const [size] = await tx
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
      const stock = size?.stock ?? 0;
      if (stock <= 0) {
        said.push(CART_MESSAGES.mergeDroppedSoldOut(product.name, line.size));
        continue;
      }
      const [existing] = await tx
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(lineWhere(userId, line));
      const asked = (existing?.quantity ?? 0) + line.quantity;
      const quantity = Math.min(asked, CART_QUANTITY_MAX, stock);
      if (quantity < asked) said.push(CART_MESSAGES.mergeCapped(product.name, line.size, quantity));
      await tx
        .insert(cartItems)
        .values({ userId, productId: line.productId, size: line.size, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.size],
          set: { quantity },
        });
    }
    return said;
  });
  return { message: CART_MESSAGES.guestBagMerged, notes };
}

/** Lines with their products, what stock says about each, and the price of what can be ordered. */
function pricedBag(lines: readonly { size: string; quantity: number; product: Product }[]): Cart {
  const items = lines.map(({ product, size, quantity }) => {
    // A product the shop has taken off sale stays in the bag, marked, with nothing left to order.
    const listed = product.status === LISTED_STATUS;
    const available = listed ? (product.sizeAndStock.find((s) => s.size === size)?.stock ?? 0) : 0;
    const item = { productId: product, size, quantity, available, listed };
    return { ...item, problem: cartLineProblem(item) };
  });
  // A line with fewer pieces left than the bag asks for is priced at what is left; a sold-out line not at all.
  const orderable = items
    .map((item) => ({
      pricePaise: rupeesToPaise(item.productId.price),
      discountPricePaise: rupeesToPaise(item.productId.discountPrice),
      quantity: orderableQuantity(item),
    }))
    .filter((item) => item.quantity > 0);
  return { items, pricingSummary: summaryInRupees(priceSummary(orderable)) };
}

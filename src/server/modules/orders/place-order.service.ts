import { and, count, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { SELECTABLE_PAYMENT_METHODS } from '../../../contract/constants';
import { rupeesToPaise } from '../../../contract/money';
import { ORDER_MESSAGES, shortOfStockMessage, type CreateOrderInput } from '../../../contract/orders';
import { VALIDATION } from '../../../contract/messages';
import { priceSummary, summaryInRupees, type PriceSummaryPaise } from '../../../contract/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  addresses,
  cartItems,
  couponUses,
  coupons,
  orderItems,
  orders,
  productImages,
  productSizes,
  products,
} from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../http-error';
import { itemsByOrder, sortItems, type OrderItemRow, type OrderRow } from './order-view';

// Placing a cash-on-delivery order. Everything the client sends about money is only compared, never used:
// prices, discounts, fee and coupon come from the database. Stock, coupon use, order and cart change in one
// transaction, with conditional updates so that parallel orders can never oversell or reuse a coupon.

export interface PlaceOrderRequest {
  /** The logged-in shopper, as the session read them from the database for this request. */
  customer: { id: string; name: string; email: string };
  order: CreateOrderInput;
  idempotencyKey?: string | undefined;
  now: Date;
  /** The URL of a product image, for the order's snapshot of each item. */
  imageUrl: (imageId: string) => string;
}

export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
}

interface PricedItem {
  productId: string;
  name: string;
  imageUrl: string | null;
  size: string;
  quantity: number;
  pricePaise: number;
  discountPricePaise: number;
}

export async function placeOrder(db: Db, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { customer, order, idempotencyKey } = request;
  const userId = customer.id;
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (earlier) return earlier;
  }
  if (!SELECTABLE_PAYMENT_METHODS.includes(order.paymentMethod)) throw badRequest(ORDER_MESSAGES.onlyCod);
  assertNoDuplicateLines(order.items);

  const [address, items] = await Promise.all([
    loadOwnAddress(db, userId, order.addressInfo),
    priceItems(db, order.items, request.imageUrl),
  ]);
  const coupon = order.coupon ? await loadUsableCoupon(db, userId, order.coupon, request.now) : undefined;
  const summary = priceSummary(items, coupon?.discountPaise ?? 0);

  if (rupeesToPaise(order.pricingSummary.finalAmount) !== summary.finalAmount) {
    throw conflict(ORDER_MESSAGES.pricesChanged, { pricingSummary: summaryInRupees(summary) });
  }

  try {
    const placed = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          customerName: customer.name,
          customerEmail: customer.email,
          addressInfo: {
            fullName: address.fullName,
            landmark: address.landmark,
            city: address.city,
            zipCode: address.zipCode,
            mobileNo: address.mobileNo,
          },
          paymentMethod: order.paymentMethod,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          ...summaryColumns(summary),
          idempotencyKey: idempotencyKey ?? null,
          placedAt: request.now,
          updatedAt: request.now,
        })
        .returning();
      const createdItems = await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: created!.id })))
        .returning();
      if (coupon) {
        const used = await tx
          .insert(couponUses)
          .values({ couponId: coupon.id, userId, orderId: created!.id })
          .onConflictDoNothing()
          .returning();
        if (used.length === 0) throw badRequest(ORDER_MESSAGES.couponUsed);
      }
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            or(
              ...items.map((item) =>
                and(eq(cartItems.productId, item.productId), eq(cartItems.size, item.size)),
              ),
            ),
          ),
        );
      // Stock last: its rows stay locked until the commit, so the shoppers who want the same last pieces wait
      // for one statement and the commit, not for the whole order. A line short of stock rolls everything back.
      await takeStock(tx, items);
      return { order: created!, items: sortItems(createdItems), created: true };
    });
    return placed;
  } catch (error) {
    // The same idempotency key raced in from a retry: the other request placed the order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}

function summaryColumns(summary: PriceSummaryPaise) {
  return {
    totalMrpPaise: summary.totalMrp,
    totalDiscountPaise: summary.totalDiscount,
    platformFeePaise: summary.platformFee,
    couponDiscountPaise: summary.couponDiscount,
    finalAmountPaise: summary.finalAmount,
  };
}

async function findByIdempotencyKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<PlacedOrder | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return undefined;
  const items = await itemsByOrder(db, [row.id]);
  return { order: row, items: items.get(row.id) ?? [], created: false };
}

function assertNoDuplicateLines(lines: CreateOrderInput['items']): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = `${line.productId}|${line.size}`;
    if (seen.has(key)) throw badRequest(ORDER_MESSAGES.duplicateLine);
    seen.add(key);
  }
}

async function loadOwnAddress(db: DbOrTx, userId: string, ref: CreateOrderInput['addressInfo']) {
  const addressId = typeof ref === 'string' ? ref : ref._id;
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw badRequest(VALIDATION.addressNotFound);
  if (!address.cod) throw badRequest(ORDER_MESSAGES.noCodForAddress);
  return address;
}

/** Current prices, stock and first picture of the ordered products: one query for the whole order. */
async function priceItems(
  db: DbOrTx,
  lines: CreateOrderInput['items'],
  imageUrl: (imageId: string) => string,
): Promise<PricedItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      discountPricePaise: products.discountPricePaise,
      size: productSizes.size,
      stock: productSizes.stock,
      imageId: productImages.imageId,
    })
    .from(products)
    .leftJoin(productSizes, eq(productSizes.productId, products.id))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(inArray(products.id, [...new Set(lines.map((line) => line.productId))]));
  const productById = new Map(rows.map((row) => [row.productId, row]));
  const stockOf = new Map(rows.map((row) => [`${row.productId}|${row.size}`, row.stock]));

  return lines.map((line) => {
    const product = productById.get(line.productId);
    if (!product) throw badRequest(ORDER_MESSAGES.productGone);
    const stock = stockOf.get(`${line.productId}|${line.size}`);
    if (stock === undefined || stock === null) throw badRequest(ORDER_MESSAGES.unknownSize);
    if (stock < line.quantity) throw conflict(shortOfStockMessage(stock, line.size, product.name));
    return {
      productId: product.productId,
      name: product.name,
      imageUrl: product.imageId ? imageUrl(product.imageId) : null,
      size: line.size,
      quantity: line.quantity,
      pricePaise: product.pricePaise,
      discountPricePaise: product.discountPricePaise,
    };
  });
}

async function loadUsableCoupon(db: DbOrTx, userId: string, couponId: string, now: Date) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw badRequest(ORDER_MESSAGES.couponNotFound);
  if (coupon.expiresAt.getTime() <= now.getTime()) throw badRequest(ORDER_MESSAGES.couponExpired);
  const [use] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, userId)));
  if ((use?.n ?? 0) > 0) throw badRequest(ORDER_MESSAGES.couponUsed);
  if (coupon.firstOrderOnly) {
    const [previous] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
    if ((previous?.n ?? 0) > 0) throw badRequest(ORDER_MESSAGES.couponFirstOrderOnly);
  }
  return coupon;
}

/**
 * Takes each line's quantity from stock only if enough remains. Rows are locked in a fixed order so that two
 * orders for the same sizes cannot deadlock; a line that cannot be served rolls the whole order back.
 */
async function takeStock(tx: DbOrTx, items: PricedItem[]): Promise<void> {
  const ordered = [...items].sort((a, b) =>
    a.productId === b.productId ? a.size.localeCompare(b.size) : a.productId.localeCompare(b.productId),
  );
  for (const item of ordered) {
    const taken = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${item.quantity}` })
      .where(
        and(
          eq(productSizes.productId, item.productId),
          eq(productSizes.size, item.size),
          gte(productSizes.stock, item.quantity),
        ),
      )
      .returning({ stock: productSizes.stock });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(and(eq(productSizes.productId, item.productId), eq(productSizes.size, item.size)));
      throw new HttpError(409, shortOfStockMessage(row?.stock ?? 0, item.size, item.name));
    }
  }
}

import { and, eq, or, sql } from 'drizzle-orm';
import { DEFAULT_IMAGE_WIDTH } from '../../../contract/catalog';
import { selectablePaymentMethods } from '../../../contract/constants';
import { rupeesToPaise } from '../../../contract/money';
import { type CreateOrderInput } from '../../../contract/orders';
import { shortOfStockMessage } from '../../../contract/order-texts';
import { minOrderProblem } from '../../../contract/coupons';
import {
  itemsValuePaise,
  priceSummary,
  summaryInRupees,
  type PriceSummaryPaise,
} from '../../../contract/pricing';
import type { Actor } from '../../actor';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { preparedQuery } from '../../db/prepared';
import { inTransaction, type Tx } from '../../db/transaction';
import {
  cartItems,
  coupons,
  orderItems,
  orders,
  productImages,
  productSizes,
  products,
  users,
} from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { LISTED_STATUS } from '../../../contract/product-status';
import { mediaPath } from '../../images/image-urls';
import { emitEvent } from '../../outbox/outbox';
import {
  claimCouponUse,
  couponProblemFor,
  couponTermsOfRow,
  type CouponRow,
} from '../coupons/coupons.service';
import { takeStockForOrder } from '../stock/stock.service';
import { recordStatusChange } from './order-history';
import { insertNumberedOrder } from './order-number';
import { itemsByOrder, sortItems, type OrderItemRow, type OrderRow } from './order-view';
import { findSavedAddress, orderAddressOf, type SavedAddress } from './saved-address';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '../../../contract/messages';

// Placing an order, paid by cash on delivery or by UPI to the shop's UPI ID (both start unpaid). Everything the client sends about money is only compared, never used:
// prices, discounts, fee and coupon come from the database. Order, coupon use, cart, status history, stock (through
// the stock module and its ledger) and the order.placed event change in one transaction, retried as a whole on a
// deadlock, so that parallel orders can never oversell or reuse a coupon, and the confirmation mail is never lost.

interface PlaceOrderRequest {
  /** The logged-in shopper, as the session read them from the database for this request. */
  customer: { id: string; name: string; email: string };
  order: CreateOrderInput;
  idempotencyKey?: string | undefined;
  /** Stored with the key (see idempotency.ts), so a reuse with another body can be told apart. */
  idempotencyFingerprint?: string | undefined;
  now: Date;
  /** Whether the shop takes UPI (a UPI ID is configured); without it only cash on delivery. */
  upiOn?: boolean;
}

interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
}

interface PricedItem {
  productId: string;
  name: string;
  /** The main picture's path, never its full URL: the host is added when an answer or a mail is made. */
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
  if (!selectablePaymentMethods(request.upiOn ?? false).includes(order.paymentMethod))
    throw badRequest(order.paymentMethod === 'upi' ? PAYMENT_MESSAGES.upiOff : ORDER_MESSAGES.onlyCod);
  assertNoDuplicateLines(order.items);

  const [address, items] = await Promise.all([
    loadOwnAddress(db, userId, order.addressInfo, order.paymentMethod),
    priceItems(db, order.items),
  ]);
  const coupon = order.coupon ? await loadCoupon(db, userId, order.coupon, items, request.now) : undefined;
  const summary = priceSummary(items, coupon ? couponTermsOfRow(coupon) : null);

  if (rupeesToPaise(order.pricingSummary.finalAmount) !== summary.finalAmount) {
    throw conflict(ORDER_MESSAGES.pricesChanged, { pricingSummary: summaryInRupees(summary) });
  }

  const shopper: Actor = { kind: 'shopper', id: userId };
  const toWrite = { request, address, items, coupon, summary, actor: shopper };
  try {
    return await inTransaction(db, async (tx) => {
      // One shopper's orders queue here, so the coupon rule below sees the shopper's other orders (and an order
      // without a coupon still queues ahead of a first-order coupon placed at the same time).
      await lockShopper(tx, userId);
      if (coupon) await assertCouponAllowed(tx, userId, await couponNow(tx, coupon.id), items, request.now);
      return writeOrder(tx, toWrite);
    });
  } catch (error) {
    // The same idempotency key raced in from a retry: the other request placed the order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}

interface OrderToWrite {
  request: PlaceOrderRequest;
  address: SavedAddress;
  items: PricedItem[];
  coupon: CouponRow | undefined;
  summary: PriceSummaryPaise;
  actor: Actor;
}

/**
 * The order, its lines, the coupon use, the bag emptied of what was ordered, the first row of its history, the
 * order.placed event and the stock it takes (through the stock module and its ledger), in the caller's transaction.
 * The stock is taken last, so its rows stay locked for the shortest time; a line short of stock throws the
 * shopper's "only N left" and the transaction writes nothing.
 */
async function writeOrder(tx: Tx, toWrite: OrderToWrite): Promise<PlacedOrder> {
  const { request, address, items, coupon, summary, actor } = toWrite;
  const order = await insertNumberedOrder(tx, {
    userId: request.customer.id,
    customerName: request.customer.name,
    customerEmail: request.customer.email,
    addressInfo: orderAddressOf(address),
    paymentMethod: request.order.paymentMethod,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    totalMrpPaise: summary.totalMrp,
    totalDiscountPaise: summary.totalDiscount,
    platformFeePaise: summary.platformFee,
    couponDiscountPaise: summary.couponDiscount,
    finalAmountPaise: summary.finalAmount,
    idempotencyKey: request.idempotencyKey ?? null,
    idempotencyFingerprint: request.idempotencyFingerprint ?? null,
    placedAt: request.now,
    updatedAt: request.now,
  });
  const orderId = order.id;
  const placedItems = await tx
    .insert(orderItems)
    .values(
      items.map(({ productId, name, imageUrl, size, quantity, pricePaise, discountPricePaise }) => ({
        orderId,
        productId,
        name,
        imageUrl,
        size,
        quantity,
        pricePaise,
        discountPricePaise,
      })),
    )
    .returning();
  if (coupon) await claimCouponUse(tx, { couponId: coupon.id, userId: request.customer.id, orderId });
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, request.customer.id),
        or(
          ...items.map((item) => and(eq(cartItems.productId, item.productId), eq(cartItems.size, item.size))),
        ),
      ),
    );
  await recordStatusChange(tx, { orderId, from: null, to: 'pending', actor, at: request.now });
  await emitEvent(tx, { type: 'order.placed', payload: { orderId } });
  await takeStockForOrder(tx, { orderId, lines: items, actor });
  return { order, items: sortItems(placedItems), created: true };
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

async function loadOwnAddress(
  db: DbOrTx,
  userId: string,
  ref: CreateOrderInput['addressInfo'],
  paymentMethod: CreateOrderInput['paymentMethod'],
) {
  const address = await findSavedAddress(db, userId, ref);
  // Cash on delivery only where couriers collect cash; a UPI order is paid before it leaves.
  if (paymentMethod === 'cod' && !address.cod) throw badRequest(ORDER_MESSAGES.noCodForAddress);
  return address;
}

/** Current prices, stock and first picture of the ordered products: one query for the whole order. */
const pricesOf = preparedQuery((db) =>
  db
    .select({
      productId: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      discountPricePaise: products.discountPricePaise,
      status: products.status,
      size: productSizes.size,
      stock: productSizes.stock,
      imageId: productImages.imageId,
    })
    .from(products)
    .leftJoin(productSizes, eq(productSizes.productId, products.id))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(sql`${products.id} = any(${sql.placeholder('productIds')}::uuid[])`)
    .prepare('order_prices'),
);

async function priceItems(db: DbOrTx, lines: CreateOrderInput['items']): Promise<PricedItem[]> {
  const rows = await pricesOf(db).execute({ productIds: [...new Set(lines.map((line) => line.productId))] });
  const productById = new Map(rows.map((row) => [row.productId, row]));
  const stockOf = new Map(rows.map((row) => [`${row.productId}|${row.size}`, row.stock]));

  return lines.map((line) => {
    const product = productById.get(line.productId);
    if (!product) throw badRequest(ORDER_MESSAGES.productGone);
    // Hidden, archived or back to draft since it was put in the bag: the bag shows it as not available.
    if (product.status !== LISTED_STATUS) throw conflict(ORDER_MESSAGES.productNotListed(product.name));
    const stock = stockOf.get(`${line.productId}|${line.size}`);
    if (stock === undefined || stock === null) throw badRequest(ORDER_MESSAGES.unknownSize);
    if (stock < line.quantity) throw conflict(shortOfStockMessage(stock, line.size, product.name));
    return {
      productId: product.productId,
      name: product.name,
      imageUrl: product.imageId ? mediaPath(product.imageId, DEFAULT_IMAGE_WIDTH) : null,
      size: line.size,
      quantity: line.quantity,
      pricePaise: product.pricePaise,
      discountPricePaise: product.discountPricePaise,
    };
  });
}

/**
 * The coupon as it is now, refused early (before the prices are compared) when the shopper may not use it, so the
 * shopper reads the coupon's reason rather than "prices changed". The same rule runs again under the shopper's lock
 * inside the order's transaction, which is what makes it hold against concurrent orders.
 */
async function loadCoupon(
  db: DbOrTx,
  userId: string,
  couponId: string,
  items: readonly PricedItem[],
  now: Date,
): Promise<CouponRow> {
  const coupon = await couponNow(db, couponId);
  await assertCouponAllowed(db, userId, coupon, items, now);
  return coupon;
}

/** The coupon as stored now (inside the order's transaction: after an owner's edit or switch that committed). */
async function couponNow(db: DbOrTx, couponId: string): Promise<CouponRow> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw badRequest(ORDER_MESSAGES.couponNotFound);
  return coupon;
}

/**
 * Takes the shopper's row lock for the rest of the transaction: a second order of the same shopper waits here
 * until the first commits or rolls back, and then sees it. Without it, two concurrent orders could both pass the
 * first-order check below. The address book takes the same lock (one default address, decided one change at a time).
 */
export async function lockShopper(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The one coupon rule the checkout's list also shows (switch, start, expiry, total and per-customer uses, first
 * order only), then the minimum order on these items. The total uses are taken for good by claimCouponUse.
 */
async function assertCouponAllowed(
  tx: DbOrTx,
  userId: string,
  coupon: CouponRow,
  items: readonly PricedItem[],
  now: Date,
) {
  const problem =
    (await couponProblemFor(tx, userId, coupon, now)) ??
    minOrderProblem(coupon.code, coupon.minOrderPaise, itemsValuePaise(items));
  if (problem) throw badRequest(problem);
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SELECTABLE_PAYMENT_METHODS } from '../../../contract/constants';
import { rupeesToPaise } from '../../../contract/money';
import { type CreateOrderInput } from '../../../contract/orders';
import { shortOfStockMessage } from '../../../contract/order-texts';
import { priceSummary, summaryInRupees, type PriceSummaryPaise } from '../../../contract/pricing';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rowFromJson } from '../../db/json-rows';
import { preparedQuery, preparedStatement } from '../../db/prepared';
import { inStatement, inTransaction, type Tx } from '../../db/transaction';
import {
  cartItems,
  couponUses,
  coupons,
  orderItems,
  orders,
  productImages,
  productSizes,
  products,
  users,
} from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { eventValues, preparedEventInsert } from '../../outbox/outbox';
import { couponProblemFor } from '../coupons/coupons.service';
import {
  isStockRefusal,
  ORDER_STOCK_TAKE_CTES,
  orderStockTakeValues,
  stockShortage,
  type StockActor,
} from '../stock/stock.service';
import { PLACEMENT_INSERT } from './order-history';
import { itemsByOrder, sortItems, type OrderItemRow, type OrderRow } from './order-view';
import { findSavedAddress, type SavedAddress } from './saved-address';
import { ORDER_MESSAGES } from '../../../contract/messages';

// Placing a cash-on-delivery order. Everything the client sends about money is only compared, never used:
// prices, discounts, fee and coupon come from the database. Order, coupon use, cart, status history, stock (through
// the stock module and its ledger) and the order.placed event change in one transaction, retried as a whole on a
// deadlock, so that parallel orders can never oversell or reuse a coupon, and the confirmation mail is never lost.
// The transaction is a few statements (see orderStatement): at 20 shoppers at once, a checkout's time is round trips.

export interface PlaceOrderRequest {
  /** The logged-in shopper, as the session read them from the database for this request. */
  customer: { id: string; name: string; email: string };
  order: CreateOrderInput;
  idempotencyKey?: string | undefined;
  /** Stored with the key (see idempotency.ts), so a reuse with another body can be told apart. */
  idempotencyFingerprint?: string | undefined;
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
  const coupon = order.coupon ? await loadCoupon(db, userId, order.coupon, request.now) : undefined;
  const summary = priceSummary(items, coupon?.discountPaise ?? 0);

  if (rupeesToPaise(order.pricingSummary.finalAmount) !== summary.finalAmount) {
    throw conflict(ORDER_MESSAGES.pricesChanged, { pricingSummary: summaryInRupees(summary) });
  }

  const shopper: StockActor = { kind: 'shopper', id: userId };
  const toWrite = { request, address, items, coupon, summary, actor: shopper };
  try {
    if (!coupon) return await inStatement(db, (statement) => writeOrder(statement, toWrite));
    return await inTransaction(db, async (tx) => {
      // One shopper's orders queue here, so the coupon rule below sees the shopper's other orders.
      await lockShopper(tx, userId);
      await assertCouponAllowed(tx, userId, coupon, request.now);
      return writeOrder(tx, toWrite);
    });
  } catch (error) {
    // A size sold out between the price check above and the order's statement: nothing was written.
    if (isStockRefusal(error)) throw await stockShortage(db, negatedLines(items));
    // The same idempotency key raced in from a retry: the other request placed the order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** The stock lines an order takes, as the stock module's shortage message reads them. */
function negatedLines(items: PricedItem[]) {
  return items.map((item) => ({ ...item, quantity: -item.quantity }));
}

interface OrderToWrite {
  request: PlaceOrderRequest;
  address: SavedAddress;
  items: PricedItem[];
  coupon: typeof coupons.$inferSelect | undefined;
  summary: PriceSummaryPaise;
  actor: StockActor;
}

/**
 * The order, its lines, the coupon use, the bag emptied of what was ordered, the first row of its history, the
 * order.placed event and the stock it takes (through the stock module's CTEs and ledger): one statement of
 * data-modifying CTEs, because a checkout's time is mostly round trips to the database. It is written once, with
 * the lines as one JSON value, so its text is the same for every order (see db/prepared.ts). The stock rows stay
 * locked only for this statement and the commit after it. Without a coupon the shopper's row lock is taken here too,
 * so that an order with a first-order coupon placed at the same time still queues behind this one. A line short of
 * stock rolls everything back with the shopper's "only N left" message.
 */
function orderStatement(withCoupon: boolean): SQL {
  const value = (name: keyof OrderValues) => sql.placeholder(name);
  return sql`
    with lines as (
      select * from jsonb_to_recordset(${value('lines')}::jsonb) as l(product_id uuid, name text, image_url text,
        size text, quantity int, price_paise int, discount_price_paise int)
    ),
    shopper as (select id from ${users} where id = ${value('user_id')}::uuid for no key update),
    placed_order as (
      insert into ${orders} (id, user_id, customer_name, customer_email, address_info, payment_method, coupon_id,
        coupon_code, total_mrp_paise, total_discount_paise, platform_fee_paise, coupon_discount_paise,
        final_amount_paise, idempotency_key, idempotency_fingerprint, placed_at, updated_at)
      values (${value('order_id')}::uuid, ${value('user_id')}::uuid, ${value('customer_name')}::text,
        ${value('customer_email')}::text, ${value('address_info')}::jsonb, ${value('payment_method')}::text,
        ${value('coupon_id')}::uuid, ${value('coupon_code')}::text, ${value('total_mrp')}::int,
        ${value('total_discount')}::int, ${value('platform_fee')}::int, ${value('coupon_discount')}::int,
        ${value('final_amount')}::int, ${value('idempotency_key')}::text, ${value('idempotency_fingerprint')}::text,
        ${value('at')}::timestamptz, ${value('at')}::timestamptz)
      returning *
    ),
    placed_items as (
      insert into ${orderItems} (order_id, product_id, name, image_url, size, quantity, price_paise,
        discount_price_paise)
      select ${value('order_id')}::uuid, product_id, name, image_url, size, quantity, price_paise, discount_price_paise
      from lines
      returning *
    ),${
      withCoupon
        ? sql`
    coupon_use as (
      insert into ${couponUses} (coupon_id, user_id, order_id)
      values (${value('coupon_id')}::uuid, ${value('user_id')}::uuid, ${value('order_id')}::uuid)
      on conflict do nothing
      returning order_id
    ),`
        : sql``
    }
    bag as (
      delete from ${cartItems} c using lines l
      where c.user_id = ${value('user_id')}::uuid and c.product_id = l.product_id and c.size = l.size
    ),
    history as (${PLACEMENT_INSERT}),
    event as (${preparedEventInsert('order.placed')}),
    ${ORDER_STOCK_TAKE_CTES}
    select (select count(*) from shopper)::int as shopper,
      (select row_to_json(placed_order) from placed_order) as "order",
      (select json_agg(placed_items) from placed_items) as items,
      ${withCoupon ? sql`(select count(*) from coupon_use)::int` : sql`1`} as coupon_uses`;
}

/** The placeholders of `orderStatement`, with the stock module's and the event's. */
type OrderValues = {
  lines: string;
  order_id: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  address_info: string;
  payment_method: string;
  coupon_id: string | null;
  coupon_code: string | null;
  total_mrp: number;
  total_discount: number;
  platform_fee: number;
  coupon_discount: number;
  final_amount: number;
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
  at: string;
  actor_kind: StockActor['kind'];
  actor_id: string | null;
} & ReturnType<typeof orderStockTakeValues> &
  ReturnType<typeof eventValues>;

type WrittenOrder = { order: JsonRow; items: JsonRow[]; coupon_uses: number };

const placeOrderStatement = preparedStatement<OrderValues, WrittenOrder>(
  'place_order',
  orderStatement(false),
);
const placeOrderWithCouponStatement = preparedStatement<OrderValues, WrittenOrder>(
  'place_order_with_coupon',
  orderStatement(true),
);

async function writeOrder(tx: Tx | Db, toWrite: OrderToWrite): Promise<PlacedOrder> {
  const { request, address, items, coupon, summary, actor } = toWrite;
  const orderId = randomUUID();
  const values: OrderValues = {
    lines: JSON.stringify(
      items.map((item) => ({
        product_id: item.productId,
        name: item.name,
        image_url: item.imageUrl,
        size: item.size,
        quantity: item.quantity,
        price_paise: item.pricePaise,
        discount_price_paise: item.discountPricePaise,
      })),
    ),
    order_id: orderId,
    user_id: request.customer.id,
    customer_name: request.customer.name,
    customer_email: request.customer.email,
    address_info: JSON.stringify({
      fullName: address.fullName,
      landmark: address.landmark,
      city: address.city,
      zipCode: address.zipCode,
      mobileNo: address.mobileNo,
    }),
    payment_method: request.order.paymentMethod,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    total_mrp: summary.totalMrp,
    total_discount: summary.totalDiscount,
    platform_fee: summary.platformFee,
    coupon_discount: summary.couponDiscount,
    final_amount: summary.finalAmount,
    idempotency_key: request.idempotencyKey ?? null,
    idempotency_fingerprint: request.idempotencyFingerprint ?? null,
    at: request.now.toISOString(),
    actor_kind: actor.kind,
    actor_id: actor.id,
    ...orderStockTakeValues(tx, { orderId, lines: items, actor }),
    ...eventValues<'order.placed'>(tx, { orderId }),
  };
  const statement = coupon ? placeOrderWithCouponStatement : placeOrderStatement;
  const [written] = await statement(tx, values);
  if (!written || written.coupon_uses === 0) throw badRequest(ORDER_MESSAGES.couponUsed);
  return {
    order: rowFromJson(orders, written.order),
    items: sortItems(written.items.map((item) => rowFromJson(orderItems, item))),
    created: true,
  };
}

type JsonRow = Record<string, unknown>;

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
  const address = await findSavedAddress(db, userId, ref);
  if (!address.cod) throw badRequest(ORDER_MESSAGES.noCodForAddress);
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

async function priceItems(
  db: DbOrTx,
  lines: CreateOrderInput['items'],
  imageUrl: (imageId: string) => string,
): Promise<PricedItem[]> {
  const rows = await pricesOf(db).execute({ productIds: [...new Set(lines.map((line) => line.productId))] });
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

/**
 * The coupon as it is now, refused early (before the prices are compared) when the shopper may not use it, so the
 * shopper reads the coupon's reason rather than "prices changed". The same rule runs again under the shopper's lock
 * inside the order's transaction, which is what makes it hold against concurrent orders.
 */
async function loadCoupon(db: DbOrTx, userId: string, couponId: string, now: Date) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw badRequest(ORDER_MESSAGES.couponNotFound);
  await assertCouponAllowed(db, userId, coupon, now);
  return coupon;
}

/**
 * Takes the shopper's row lock for the rest of the transaction: a second order of the same shopper waits here
 * until the first commits or rolls back, and then sees it. Without it, two concurrent orders could both pass the
 * first-order check below.
 */
async function lockShopper(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The one coupon rule the checkout's list also shows (once per customer, first order only, expiry). */
async function assertCouponAllowed(
  tx: DbOrTx,
  userId: string,
  coupon: typeof coupons.$inferSelect,
  now: Date,
) {
  const problem = await couponProblemFor(tx, userId, coupon, now);
  if (problem) throw badRequest(problem);
}

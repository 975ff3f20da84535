// The sale-day crowd: shoppers who browse, search, open products, fill their bags and check out (some with a
// coupon), look at their orders and cancel some; admins who move orders along, restock sizes and export the
// orders. Only the shop's original API calls, as the storefront and back office make them, on kept-alive
// connections with a human's pause between steps. Every answer is timed by kind of call.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { RATE_LIMITS } from '../../src/server/plugins/rate-limit';
import type { RushPerson, RushShop } from './prepare';
import { pause, pick, SEARCHES } from '../lib/crowd';

export interface CallRecord {
  /** Milliseconds per answer, by kind of call. */
  latencies: Map<string, number[]>;
  byStatus: Map<number, number>;
  serverErrors: string[];
  /** Calls that got no answer at all (the connection reset or refused), with the error's code. */
  lostCalls: string[];
  /** Orders the shop answered 201 (or 200) to, by id, with the shopper and coupon. */
  accepted: Map<string, { shopperId: string; couponId: string | null }>;
  cancelled: number;
  adminMoves: number;
  restocks: number;
  exports: number;
}

export const newRecord = (): CallRecord => ({
  latencies: new Map(),
  byStatus: new Map(),
  serverErrors: [],
  lostCalls: [],
  accepted: new Map(),
  cancelled: 0,
  adminMoves: 0,
  restocks: 0,
  exports: 0,
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Answer {
  status: number;
  // The shop's own JSON; the crowd reads a few known fields from it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: Record<string, any>;
}

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'gzip',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let raw = Buffer.concat(chunks);
          if (response.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
          const isJson = String(response.headers['content-type'] ?? '').includes('json');
          resolve({
            status: response.statusCode ?? 0,
            json: isJson && raw.length ? JSON.parse(raw.toString()) : {},
          });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const SORTS = ['priceLow', 'priceHigh', 'newest'];
const CATEGORIES = ['', 'Party Wear', 'Ethnic Wear,Casual Wear'];

interface CrowdOptions {
  base: string;
  shop: RushShop;
  record: CallRecord;
  deadline: number;
  /** A shopper's mean pause between two steps, in ms (uniform between 0.3× and 1.7× of it). */
  thinkMs: number;
}

function caller({ base, record }: CrowdOptions, person: RushPerson) {
  return async (
    kind: string,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = await request(
        `${base}/api${path}`,
        method,
        { cookie: person.cookie, 'x-forwarded-for': person.ip, ...extra },
        body === undefined ? undefined : JSON.stringify(body),
      );
    } catch (error) {
      // Counted and printed, with a budget of none, rather than ending the rush: the shopper goes on as a
      // browser would after a failed request.
      record.lostCalls.push(`${method} ${path} → ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      return { status: 0, json: {} };
    }
    const ms = performance.now() - started;
    const samples = record.latencies.get(kind) ?? [];
    samples.push(ms);
    record.latencies.set(kind, samples);
    record.byStatus.set(answer.status, (record.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500)
      record.serverErrors.push(
        `${method} ${path} → ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`,
      );
    return answer;
  };
}

/** Opens a product and bags one or two of a size in stock, as a shopper does from its page; false if none was. */
async function bagFromProductPage(options: CrowdOptions, call: ReturnType<typeof caller>): Promise<boolean> {
  const detail = await call('product', 'GET', `/user/productDetail/${pick(options.shop.productIds)}`);
  const sizes = ((detail.json.product?.sizeAndStock ?? []) as Array<{ size: string; stock: number }>).filter(
    (entry) => entry.stock > 0,
  );
  if (!sizes.length) return false;
  const added = await call('add to bag', 'POST', '/user/addToCart', {
    productId: detail.json.product._id,
    size: pick(sizes).size,
    quantity: 1 + Math.floor(Math.random() * 2),
  });
  return added.status >= 200 && added.status < 300;
}

type BagLine = {
  productId: { _id: string; discountPrice: number };
  size: string;
  quantity: number;
  problem: string | null;
};

/**
 * A shopper who came to buy: with an empty bag, picks something first, then checks out; true when the order was
 * asked for (placed or refused). Checking out only what the browsing steps happened to bag capped the crowd at about
 * 20 orders a second whatever the shop's speed: a bag is full at a checkout step about half the time
 * (bench/README.md).
 */
async function checkout(
  options: CrowdOptions,
  me: RushPerson,
  call: ReturnType<typeof caller>,
): Promise<boolean> {
  const linesOf = (answer: Answer) =>
    ((answer.json.items ?? []) as BagLine[]).filter((line) => !line.problem);
  let cart = await call('bag', 'GET', '/user/getCartItems');
  if (linesOf(cart).length === 0) {
    if (!(await bagFromProductPage(options, call))) return false;
    cart = await call('bag', 'GET', '/user/getCartItems');
  }
  const lines = linesOf(cart);
  if (lines.length === 0 || !cart.json.pricingSummary) return false;
  const coupon = Math.random() < 0.3 ? pick(options.shop.coupons) : undefined;
  const selling = lines.reduce((sum, line) => sum + line.productId.discountPrice * line.quantity, 0);
  const finalAmount =
    Math.round((cart.json.pricingSummary.finalAmount - Math.min(coupon?.rupees ?? 0, selling)) * 100) / 100;
  const placed = await call(
    'checkout',
    'POST',
    '/user/createOrder',
    {
      addressInfo: me.addressId,
      paymentMethod: 'cod',
      coupon: coupon?.id ?? null,
      items: lines.map((line) => ({
        productId: line.productId._id,
        size: line.size,
        quantity: line.quantity,
      })),
      pricingSummary: { ...cart.json.pricingSummary, finalAmount },
    },
    { 'idempotency-key': randomUUID() },
  );
  if ((placed.status === 201 || placed.status === 200) && placed.json.order?._id)
    options.record.accepted.set(placed.json.order._id, { shopperId: me.id, couponId: coupon?.id ?? null });
  return true;
}

/**
 * The most orders the shop takes from one shopper in its window (ten minutes, longer than a rush), counting those it
 * refused: a shopper who has asked for that many goes on browsing, as the shop would refuse a script that went on.
 */
const ORDERS_A_SHOPPER = RATE_LIMITS.ordersAccount.max;

export async function shopper(options: CrowdOptions, me: RushPerson): Promise<void> {
  const call = caller(options, me);
  const { shop, deadline, thinkMs } = options;
  // Arrivals spread over the first seconds, as a sale's crowd does not press the button at one instant.
  await pause(Math.random() * thinkMs * 2);
  let ordersAsked = 0;
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.22)
      await call(
        'list',
        'GET',
        `/user/getAllproducts?page=${1 + Math.floor(Math.random() * 3)}&limit=28&sort=${pick(SORTS)}&category=${encodeURIComponent(pick(CATEGORIES))}`,
      );
    else if (roll < 0.34) await call('search', 'GET', `/user/search?q=${encodeURIComponent(pick(SEARCHES))}`);
    else if (roll < 0.5) await call('product', 'GET', `/user/productDetail/${pick(shop.productIds)}`);
    else if (roll < 0.72) await bagFromProductPage(options, call);
    else if (roll < 0.92) {
      if (ordersAsked < ORDERS_A_SHOPPER && (await checkout(options, me, call))) ordersAsked++;
    } else {
      const list = await call('my orders', 'GET', '/user/getOrders?page=1&limit=6');
      const pending = ((list.json.orders ?? []) as Array<{ _id: string; status: string }>).filter(
        (order) => order.status === 'pending',
      );
      if (pending.length && Math.random() < 0.4) {
        const cancelled = await call('cancel', 'PUT', `/user/cancellOrder/${pick(pending)._id}`);
        if (cancelled.status === 200) options.record.cancelled++;
      }
    }
    await pause(thinkMs * (0.3 + Math.random() * 1.4));
  }
}

const NEXT_STATUS: Record<string, string[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
};

export async function admin(options: CrowdOptions, me: RushPerson): Promise<void> {
  const call = caller(options, me);
  const { shop, deadline, record } = options;
  let round = 0;
  while (Date.now() < deadline) {
    round++;
    const page = await call(
      'admin orders',
      'GET',
      `/admin/getAllOrders?page=${1 + Math.floor(Math.random() * 2)}&limit=10`,
    );
    for (const order of (page.json.order ?? []) as Array<{ _id: string; status: string }>) {
      const choices = NEXT_STATUS[order.status];
      if (!choices || Math.random() < 0.6) continue;
      const moved = await call('admin status', 'PUT', '/admin/updateOrderStatus', {
        orderId: order._id,
        Ostatus: pick(choices),
      });
      if (moved.status === 200) record.adminMoves++;
    }
    if (round % 3 === 0) {
      // Restock one size by ten from what the product page shows now.
      const detail = await call('admin product', 'GET', `/user/productDetail/${pick(shop.productIds)}`);
      const sizes = (detail.json.product?.sizeAndStock ?? []) as Array<{ size: string; stock: number }>;
      if (sizes.length) {
        const restocked = pick(sizes);
        const saved = await call('admin stock', 'PUT', `/admin/products/${detail.json.product._id}/stock`, {
          sizeAndStock: [{ size: restocked.size, stock: restocked.stock + 10 }],
        });
        if (saved.status === 200) record.restocks++;
      }
    }
    if (round % 10 === 0) {
      const csv = await call('admin export', 'GET', '/admin/orders/export.csv');
      if (csv.status === 200) record.exports++;
    }
    await pause(500 + Math.random() * 1000);
  }
}

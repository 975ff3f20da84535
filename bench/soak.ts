// Load and soak: many simulated shoppers browse, search, fill their bags and place cash-on-delivery orders against
// PostgreSQL for a bounded time, while admins move orders along and cancel some. Then the books are checked:
// zero 5xx, every accepted order present, stock invariant for every product size, no negative stock, no coupon
// used twice by one customer. Loopback only.
//
//   npm run bench:soak                     (2 minutes, 40 shoppers)
//   npm run bench:soak -- --seconds 30 --shoppers 20
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, ne, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import {
  addresses,
  coupons,
  orderItems,
  orders,
  productSizes,
  sessions,
  users,
} from '../src/server/db/schema';
import { seedDemoData } from '../src/server/seed/demo';
import { createLogMailer } from '../src/server/mail/mailer';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, hashToken } from '../src/server/plugins/session';
import { throwawayPostgres } from './support/throwaway-postgres';
import { couponsUsedTwice, pause, pick, SEARCHES } from './lib/crowd';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const SECONDS = Math.min(Number(args.get('seconds') ?? 120), 600);
const SHOPPERS = Math.min(Number(args.get('shoppers') ?? 40), 200);
const ADMINS = 2;

interface Stats {
  requests: number;
  byStatus: Map<number, number>;
  serverErrors: string[];
  acceptedOrders: Set<string>;
  cancelledByShoppers: number;
  adminMoves: number;
}
const stats: Stats = {
  requests: 0,
  byStatus: new Map(),
  serverErrors: [],
  acceptedOrders: new Set(),
  cancelledByShoppers: 0,
  adminMoves: 0,
};

const { database, drop } = await throwawayPostgres();
const db = database.db;
const logger = pino({ level: 'warn' });
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
const app = await buildApp({ config, database, mailer: createLogMailer(logger), now: () => new Date() });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

await seedDemoData(db, logger);
const initialStock = new Map(
  (await db.select().from(productSizes)).map((row) => [`${row.productId}|${row.size}`, row.stock]),
);
const productIds = [...new Set([...initialStock.keys()].map((key) => key.split('|')[0]!))];
const couponRows = await db
  .insert(coupons)
  .values(
    ['SOAK50', 'SOAK75', 'SOAK100'].map((code, i) => ({
      code,
      discountPaise: (i + 2) * 2500,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  )
  .returning();

async function person(role: 'user' | 'admin', index: number) {
  const [user] = await db
    .insert(users)
    .values({
      name: `${role} ${index}`,
      email: `soak-${role}-${index}-${randomBytes(3).toString('hex')}@gmail.com`,
      passwordHash: 'x',
      role,
    })
    .returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  // Each simulated shopper comes from its own address, as through a proxy (the app trusts loopback proxies).
  const headers = {
    cookie: `${SESSION_COOKIE}=${token}`,
    'x-forwarded-for': `10.${role === 'admin' ? 1 : 2}.${index >> 8}.${index & 255}`,
  };
  return { id: user!.id, headers };
}

async function call(
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  stats.requests++;
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  const text = await response.text();
  if (response.status >= 500)
    stats.serverErrors.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
  // The answers are the shop's own JSON; the soak reads a few known fields from them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, any>) : {} };
}

const deadline = Date.now() + SECONDS * 1000;

async function shopper(index: number) {
  const me = await person('user', index);
  await db.insert(addresses).values({
    userId: me.id,
    fullName: `Shopper ${index}`,
    landmark: 'Near the park',
    city: 'Pune',
    zipCode: '411001',
    mobileNo: '9876543210',
    cod: true,
  });
  const [address] = await db.select().from(addresses).where(eq(addresses.userId, me.id));
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.25)
      await call(
        me.headers,
        'GET',
        `/user/getAllproducts?page=${1 + Math.floor(Math.random() * 3)}&limit=28&sort=${pick(['priceLow', 'priceHigh', 'newest'])}&category=${encodeURIComponent(pick(['', 'Party Wear', 'Ethnic Wear,Casual Wear']))}`,
      );
    else if (roll < 0.4)
      await call(me.headers, 'GET', `/user/search?q=${encodeURIComponent(pick(SEARCHES))}`);
    else if (roll < 0.55) await call(me.headers, 'GET', `/user/productDetail/${pick(productIds)}`);
    else if (roll < 0.75) {
      const detail = await call(me.headers, 'GET', `/user/productDetail/${pick(productIds)}`);
      const sizes = (
        (detail.json.product?.sizeAndStock ?? []) as Array<{ size: string; stock: number }>
      ).filter((s) => s.stock > 0);
      if (sizes.length)
        await call(me.headers, 'POST', '/user/addToCart', {
          productId: detail.json.product._id,
          size: pick(sizes).size,
          quantity: 1 + Math.floor(Math.random() * 2),
        });
    } else if (roll < 0.9) {
      const cart = await call(me.headers, 'GET', '/user/getCartItems');
      const lines = (
        (cart.json.items ?? []) as Array<{
          productId: { _id: string; price: number; discountPrice: number };
          size: string;
          quantity: number;
          problem: string | null;
        }>
      ).filter((l) => !l.problem);
      if (lines.length === 0) continue;
      const coupon = Math.random() < 0.3 ? pick(couponRows) : undefined;
      const couponRupees = coupon ? (coupon.discountPaise ?? 0) / 100 : 0;
      const selling = lines.reduce((sum, l) => sum + l.productId.discountPrice * l.quantity, 0);
      const finalAmount =
        Math.round((cart.json.pricingSummary.finalAmount - Math.min(couponRupees, selling)) * 100) / 100;
      const placed = await call(
        me.headers,
        'POST',
        '/user/createOrder',
        {
          addressInfo: address!.id,
          paymentMethod: 'cod',
          coupon: coupon?.id ?? null,
          items: lines.map((l) => ({ productId: l.productId._id, size: l.size, quantity: l.quantity })),
          pricingSummary: { ...cart.json.pricingSummary, finalAmount },
        },
        { 'idempotency-key': randomUUID() },
      );
      if (placed.status === 201 || placed.status === 200) stats.acceptedOrders.add(placed.json.order._id);
    } else {
      const list = await call(me.headers, 'GET', '/user/getOrders?page=1&limit=6');
      const pending = ((list.json.orders ?? []) as Array<{ _id: string; status: string }>).filter(
        (o) => o.status === 'pending',
      );
      if (pending.length && Math.random() < 0.5) {
        const cancelled = await call(me.headers, 'PUT', `/user/cancellOrder/${pick(pending)._id}`);
        if (cancelled.status === 200) stats.cancelledByShoppers++;
      }
    }
    await pause(20 + Math.random() * 80);
  }
}

async function admin(index: number) {
  const me = await person('admin', index);
  const next: Record<string, string[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'cancelled'],
    shipped: ['delivered'],
  };
  while (Date.now() < deadline) {
    const page = await call(
      me.headers,
      'GET',
      `/admin/getAllOrders?page=${1 + Math.floor(Math.random() * 2)}&limit=10`,
    );
    for (const order of (page.json.order ?? []) as Array<{ _id: string; status: string }>) {
      const choices = next[order.status];
      if (!choices || Math.random() < 0.5) continue;
      const moved = await call(me.headers, 'PUT', '/admin/updateOrderStatus', {
        orderId: order._id,
        Ostatus: pick(choices),
      });
      if (moved.status === 200) stats.adminMoves++;
    }
    if (Math.random() < 0.2) await call(me.headers, 'GET', '/admin/getDashData');
    await pause(200);
  }
}

const started = Date.now();
console.log(`Soak: ${SHOPPERS} shoppers and ${ADMINS} admins for ${SECONDS} s against PostgreSQL at ${base}`);
await Promise.all([
  ...Array.from({ length: SHOPPERS }, (_, i) => shopper(i)),
  ...Array.from({ length: ADMINS }, (_, i) => admin(i)),
]);
const elapsed = (Date.now() - started) / 1000;

// ---- the books ----
const problems: string[] = [];
const storedOrders = new Set((await db.select({ id: orders.id }).from(orders)).map((row) => row.id));
const missing = [...stats.acceptedOrders].filter((id) => !storedOrders.has(id));
if (missing.length) problems.push(`${missing.length} accepted orders missing`);
const sold = await db
  .select({
    productId: orderItems.productId,
    size: orderItems.size,
    quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
  })
  .from(orderItems)
  .innerJoin(orders, eq(orders.id, orderItems.orderId))
  .where(ne(orders.status, 'cancelled'))
  .groupBy(orderItems.productId, orderItems.size);
const soldOf = new Map(sold.map((row) => [`${row.productId}|${row.size}`, row.quantity]));
let sizesChecked = 0;
for (const row of await db.select().from(productSizes)) {
  sizesChecked++;
  const key = `${row.productId}|${row.size}`;
  if (row.stock < 0) problems.push(`negative stock ${key}`);
  if (initialStock.get(key) !== row.stock + (soldOf.get(key) ?? 0))
    problems.push(`stock invariant broken for ${key}`);
}
const reused = await couponsUsedTwice(db);
if (reused.length) problems.push(`${reused.length} coupons used twice by one customer`);
const orderItemsMissing = await db.execute(
  sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
);
const emptyOrders = Number((orderItemsMissing as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
if (emptyOrders) problems.push(`${emptyOrders} orders without items`);
if (stats.serverErrors.length) problems.push(`${stats.serverErrors.length} server errors (5xx)`);

const statuses = [...stats.byStatus]
  .sort(([a], [b]) => a - b)
  .map(([status, n]) => `${status}: ${n}`)
  .join(', ');
console.log(`
Soak finished in ${elapsed.toFixed(1)} s
  requests            ${stats.requests} (${(stats.requests / elapsed).toFixed(0)}/s)
  by status           ${statuses}
  5xx                 ${stats.serverErrors.length}
  orders accepted     ${stats.acceptedOrders.size} (all present: ${missing.length === 0 ? 'yes' : 'NO'})
  cancelled (shopper) ${stats.cancelledByShoppers}
  admin status moves  ${stats.adminMoves}
  stock invariant     ${sizesChecked} product sizes checked: ${problems.some((p) => p.includes('stock')) ? 'BROKEN' : 'holds'}
  coupon reuse        ${reused.length === 0 ? 'none' : reused.length}
  invariant result    ${problems.length === 0 ? 'OK' : `FAILED: ${problems.join('; ')}`}`);
for (const error of stats.serverErrors.slice(0, 5)) console.log(`  ${error}`);

await app.close();
await drop();
process.exit(problems.length === 0 ? 0 : 1);

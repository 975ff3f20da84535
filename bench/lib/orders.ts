// Shoppers, products and cash-on-delivery orders for the bench's order runs (the checkout and the outbox's mail),
// written straight into the shop's database and placed over real HTTP, as shoppers place them.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { PLATFORM_FEE_RUPEES } from '../../src/contract/constants';
import { paiseToRupees } from '../../src/contract/money';
import { priceSummary } from '../../src/contract/pricing';
import { hashToken, SESSION_COOKIE } from '../../src/server/plugins/session';
import { send, shopperIp } from './load';

const BENCH_PRICE = { pricePaise: 99_900, discountPricePaise: 69_900 };
const SIZE = '4-5 y';

interface BenchShopper {
  cookie: string;
  addressId: string;
}

/** A girls' frock at the bench price with `stock` pieces of one size; returns its id. */
export async function benchProduct(pool: pg.Pool, name: string, stock: number): Promise<string> {
  const {
    rows: [product],
  } = await pool.query<{ id: string }>(
    `insert into products (name, description, category, gender, price_paise, discount_price_paise)
     values ($1, 'A frock for the checkout benchmark.', 'Casual Wear', 'Girls', $2, $3) returning id`,
    [name, BENCH_PRICE.pricePaise, BENCH_PRICE.discountPricePaise],
  );
  await pool.query(`insert into product_sizes (product_id, size, stock) values ($1, $2, $3)`, [
    product!.id,
    SIZE,
    stock,
  ]);
  return product!.id;
}

/** `count` logged-in shoppers, each with a session and a cash-on-delivery address of their own. */
export function benchShoppers(pool: pg.Pool, count: number): Promise<BenchShopper[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const token = randomBytes(32).toString('base64url');
      const {
        rows: [user],
      } = await pool.query<{ id: string }>(
        `insert into users (name, email, password_hash) values ($1, $2, 'not-a-real-hash') returning id`,
        [`Bench Shopper ${i}`, `bench-${i}-${randomBytes(4).toString('hex')}@gmail.com`],
      );
      await pool.query(
        `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [hashToken(token), user!.id],
      );
      const {
        rows: [address],
      } = await pool.query<{ id: string }>(
        `insert into addresses (user_id, full_name, landmark, city, zip_code, mobile_no, cod)
         values ($1, 'Asha Rao', 'Near City Mall', 'Pune', '411001', '9876543210', true) returning id`,
        [user!.id],
      );
      return { cookie: `${SESSION_COOKIE}=${token}`, addressId: address!.id };
    }),
  );
}

const summary = priceSummary([{ ...BENCH_PRICE, quantity: 1 }]);

/** The storefront's order: one piece of `productId`, cash on delivery, no coupon. */
function orderBody(addressId: string, productId: string): string {
  return JSON.stringify({
    addressInfo: { _id: addressId },
    paymentMethod: 'cod',
    coupon: null,
    items: [
      {
        productId,
        size: SIZE,
        quantity: 1,
        priceAtPurchase: paiseToRupees(BENCH_PRICE.pricePaise),
        discountPriceAtPurchase: paiseToRupees(BENCH_PRICE.discountPricePaise),
      },
    ],
    pricingSummary: {
      totalMRP: paiseToRupees(summary.totalMrp),
      totalDiscount: paiseToRupees(summary.totalDiscount),
      platformFee: PLATFORM_FEE_RUPEES,
      couponDiscount: 0,
      finalAmount: paiseToRupees(summary.finalAmount),
    },
  });
}

/**
 * Every shopper places `attempts` orders one after another, all shoppers at once; fails on an answer other than
 * 201 (placed) or 409 (sold out). Returns each answer's time (ms) and how many were placed.
 */
export async function placeOrders(
  shopUrl: string,
  shoppers: BenchShopper[],
  attempts: number,
  productFor: (shopper: number, attempt: number) => string,
): Promise<{ times: number[]; placed: number; attempts: number }> {
  const times: number[] = [];
  const statuses: number[] = [];
  await Promise.all(
    shoppers.map(async (shopper, s) => {
      for (let i = 0; i < attempts; i++) {
        const started = performance.now();
        const status = await send(`${shopUrl}/api/user/createOrder`, {
          method: 'POST',
          headers: { cookie: shopper.cookie, 'x-forwarded-for': shopperIp() },
          json: orderBody(shopper.addressId, productFor(s, i)),
        });
        times.push(performance.now() - started);
        statuses.push(status);
      }
    }),
  );
  const unexpected = statuses.filter((s) => s !== 201 && s !== 409);
  if (unexpected.length > 0) throw new Error(`orders: unexpected statuses ${unexpected.join(', ')}`);
  return { times, placed: statuses.filter((s) => s === 201).length, attempts: statuses.length };
}

/**
 * The age of the oldest outbox event still owed (neither delivered nor set aside as failed), in seconds by the
 * database's clock, and how many are owed; 0 when none is.
 */
export async function oldestUndelivered(pool: pg.Pool): Promise<{ ageSeconds: number; owed: number }> {
  const {
    rows: [row],
  } = await pool.query<{ age: number; owed: number }>(
    `select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age, count(*)::int as owed
     from outbox_events where delivered_at is null and failed_at is null`,
  );
  return { ageSeconds: row!.age, owed: row!.owed };
}

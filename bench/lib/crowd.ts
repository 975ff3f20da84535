// What the load runs that play shoppers share (the soak and the sale-day rush): the searches parents type, how a
// shopper picks among choices and pauses between steps, and the book check that no shopper used a coupon twice.
import { and, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';

/** Searches as parents type them, misspellings included. */
export const SEARCHES = [
  'frock',
  'kurta',
  'party dress',
  'frok',
  'track suit',
  'tee',
  'nightwear',
  'blazer',
  'lehnga',
];

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shopper and coupon pairs with more than one order that is not cancelled: each one a coupon used twice. */
export function couponsUsedTwice(db: DbOrTx) {
  return db
    .select({ userId: orders.userId, couponId: orders.couponId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(ne(orders.status, 'cancelled'), sql`${orders.couponId} is not null`))
    .groupBy(orders.userId, orders.couponId)
    .having(sql`count(*) > 1`);
}

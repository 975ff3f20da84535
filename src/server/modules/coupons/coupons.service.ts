import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { PROMO_COUPON_CODE } from '../../../contract/constants';
import {
  couponProblem,
  type AddCouponSchema,
  type Coupon,
  type ShopperCoupon,
} from '../../../contract/coupons';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, coupons, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { badRequest, conflict } from '../../http-error';
import { DAY_MS } from '../../../contract/dates';
import { COUPON_MESSAGES } from '../../../contract/messages';

type CouponRow = typeof coupons.$inferSelect;

/** How many coupons a list shows at most; a small shop has a handful. */
export const COUPON_LIST_LIMIT = 100;

export function toCouponView(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    discount: paiseToRupees(row.discountPaise),
    expiry: row.expiresAt.toISOString(),
    firstOrderOnly: row.firstOrderOnly,
  };
}

/** Every coupon, newest expiry first: shoppers see ended offers marked, admins see them all. */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.expiresAt)).limit(COUPON_LIST_LIMIT);
  return rows.map(toCouponView);
}

/** Whether a shopper can use a coupon on their next order, and why not: the one rule for list and order. */
export async function couponProblemFor(
  db: DbOrTx,
  userId: string,
  coupon: CouponRow,
  now: Date,
): Promise<string | null> {
  const [used, ordered] = await Promise.all([usedCouponIds(db, userId), hasOrdered(db, userId)]);
  return couponProblem(couponFacts(coupon, used, ordered, now));
}

/** Every coupon as this shopper sees it: each says whether they can use it now and, if not, why. */
export async function listCouponsForShopper(db: Db, userId: string, now: Date): Promise<ShopperCoupon[]> {
  const [rows, used, ordered] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.expiresAt)).limit(COUPON_LIST_LIMIT),
    usedCouponIds(db, userId),
    hasOrdered(db, userId),
  ]);
  return rows.map((row) => {
    const problem = couponProblem(couponFacts(row, used, ordered, now));
    return { ...toCouponView(row), usable: problem === null, unusableReason: problem };
  });
}

function couponFacts(coupon: CouponRow, used: Set<string>, ordered: boolean, now: Date) {
  return {
    expired: coupon.expiresAt.getTime() <= now.getTime(),
    usedByShopper: used.has(coupon.id),
    firstOrderOnly: coupon.firstOrderOnly,
    hasOrdered: ordered,
  };
}

async function usedCouponIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ couponId: couponUses.couponId })
    .from(couponUses)
    .where(eq(couponUses.userId, userId));
  return new Set(rows.map((row) => row.couponId));
}

/** A cancelled order does not count: its coupon use was given back with it. */
async function hasOrdered(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return (row?.n ?? 0) > 0;
}

/**
 * The expiry date an admin picks is a calendar day: the coupon stays valid until the end of that day in India.
 */
export function expiryInstant(expiry: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? new Date(`${expiry}T23:59:59.999+05:30`) : new Date(expiry);
}

export async function addCoupon(
  db: Db,
  input: z.output<typeof AddCouponSchema>,
  now: Date,
  actor: AuditActor,
): Promise<Coupon> {
  const expiresAt = expiryInstant(input.expiry);
  if (expiresAt.getTime() <= now.getTime())
    throw badRequest(COUPON_MESSAGES.expiryFuture, { expiry: COUPON_MESSAGES.expiryFuture });
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: input.code,
          discountPaise: rupeesToPaise(input.discount),
          expiresAt,
          firstOrderOnly: input.firstOrderOnly,
        })
        .returning();
      const coupon = toCouponView(row!);
      await recordAudit(tx, actor, { action: 'coupon.created', targetId: coupon._id, after: coupon });
      return coupon;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_MESSAGES.codeTaken);
    throw error;
  }
}

/** HOPE100: ₹100 off a customer's first order, advertised on the register and login pages. */
export async function ensurePromoCoupon(db: Db, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, PROMO_COUPON_CODE));
  if (existing) return;
  const twoYears = new Date(now.getTime() + 2 * 365 * DAY_MS);
  await db
    .insert(coupons)
    .values({ code: PROMO_COUPON_CODE, discountPaise: 10_000, expiresAt: twoYears, firstOrderOnly: true })
    .onConflictDoNothing();
}

import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PROMO_COUPON_CODE } from '../../../contract/constants';
import { COUPON_MESSAGES, type AddCouponSchema, type Coupon } from '../../../contract/coupons';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { coupons } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';

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

/**
 * The expiry date an admin picks is a calendar day: the coupon stays valid until the end of that day in India.
 */
export function expiryInstant(expiry: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? new Date(`${expiry}T23:59:59.999+05:30`) : new Date(expiry);
}

export async function addCoupon(db: Db, input: z.output<typeof AddCouponSchema>, now: Date): Promise<Coupon> {
  const expiresAt = expiryInstant(input.expiry);
  if (expiresAt.getTime() <= now.getTime())
    throw badRequest(COUPON_MESSAGES.expiryFuture, { expiry: COUPON_MESSAGES.expiryFuture });
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code,
        discountPaise: rupeesToPaise(input.discount),
        expiresAt,
        firstOrderOnly: input.firstOrderOnly,
      })
      .returning();
    return toCouponView(row!);
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
  const twoYears = new Date(now.getTime() + 2 * 365 * 24 * 60 * 60 * 1000);
  await db
    .insert(coupons)
    .values({ code: PROMO_COUPON_CODE, discountPaise: 10_000, expiresAt: twoYears, firstOrderOnly: true })
    .onConflictDoNothing();
}

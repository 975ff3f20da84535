import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { PROMO_COUPON_CODE } from '../../../contract/constants';
import {
  couponProblem,
  expiryInstant,
  startInstant,
  type AdminCoupon,
  type Coupon,
  type CouponRules,
  type ShopperCoupon,
} from '../../../contract/coupons';
import type { CouponTerms } from '../../../contract/pricing';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { couponUses, coupons, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { badRequest, conflict, notFound } from '../../http-error';
import { DAY_MS } from '../../../contract/dates';
import { COUPON_MESSAGES, COUPON_REFUSALS, ORDER_MESSAGES } from '../../../contract/messages';

// Coupons: the back office adds, edits and switches them; shoppers see each with whether they can use it. The rule
// itself lives in src/contract/coupons.ts; this module gathers its facts. The order's side (taking a use under
// locks) is claimCouponUse below, called by the order's transaction.

export type CouponRow = typeof coupons.$inferSelect;

/** How many coupons a list shows at most; a small shop has a handful. */
const COUPON_LIST_LIMIT = 100;

function toCouponView(row: CouponRow): Coupon {
  const percent = row.type === 'percent';
  return {
    _id: row.id,
    code: row.code,
    discount: percent ? (row.discountPercent ?? 0) : paiseToRupees(row.discountPaise ?? 0),
    expiry: row.expiresAt.toISOString(),
    firstOrderOnly: row.firstOrderOnly,
    type: row.type,
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    perCustomer: row.perCustomer,
    totalUses: row.totalUses,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
  };
}

function toAdminView(row: CouponRow): AdminCoupon {
  return { ...toCouponView(row), uses: row.usesCount };
}

/** What a stored coupon takes off an order, for the price rule. */
export function couponTermsOfRow(row: CouponRow): CouponTerms {
  return row.type === 'percent'
    ? { type: 'percent', percent: row.discountPercent ?? 0, maxDiscountPaise: row.maxDiscountPaise }
    : { type: 'flat', amountPaise: row.discountPaise ?? 0 };
}

const listRows = (db: DbOrTx) =>
  db.select().from(coupons).orderBy(desc(coupons.expiresAt), coupons.code).limit(COUPON_LIST_LIMIT);

/** Every coupon, newest expiry first, with its uses: the back office sees them all, switched off or ended. */
export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  return (await listRows(db)).map(toAdminView);
}

/** Whether a shopper can use a coupon on their next order (bag aside), and why not: the one rule for list and order. */
export async function couponProblemFor(
  db: DbOrTx,
  userId: string,
  coupon: CouponRow,
  now: Date,
): Promise<string | null> {
  const [uses, ordered] = await Promise.all([usesByShopper(db, userId), hasOrdered(db, userId)]);
  return couponProblem(couponFacts(coupon, uses, ordered, now));
}

/** Every coupon as this shopper sees it: each says whether they can use it now and, if not, why. */
export async function listCouponsForShopper(db: Db, userId: string, now: Date): Promise<ShopperCoupon[]> {
  const [rows, uses, ordered] = await Promise.all([
    listRows(db),
    usesByShopper(db, userId),
    hasOrdered(db, userId),
  ]);
  return rows.map((row) => {
    const problem = couponProblem(couponFacts(row, uses, ordered, now));
    return { ...toCouponView(row), usable: problem === null, unusableReason: problem };
  });
}

function couponFacts(coupon: CouponRow, uses: Map<string, number>, ordered: boolean, now: Date) {
  return {
    active: coupon.active,
    startsAt: coupon.startsAt,
    expiresAt: coupon.expiresAt,
    now,
    uses: coupon.usesCount,
    totalUses: coupon.totalUses,
    usesByShopper: uses.get(coupon.id) ?? 0,
    perCustomer: coupon.perCustomer,
    firstOrderOnly: coupon.firstOrderOnly,
    hasOrdered: ordered,
  };
}

/** How often this shopper has used each coupon (a cancelled order's use was given back with it). */
async function usesByShopper(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ couponId: couponUses.couponId, n: count() })
    .from(couponUses)
    .where(eq(couponUses.userId, userId))
    .groupBy(couponUses.couponId);
  return new Map(rows.map((row) => [row.couponId, row.n]));
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
 * Records one use of a coupon by an order, inside the order's transaction (after the shopper's lock, so the
 * per-customer count cannot race). The total is raised by a conditional update: its row lock makes a concurrent
 * order wait, and the waiting order re-reads the count and finds the coupon used up, so a coupon with `totalUses: 1`
 * goes to exactly one order. Throws the shopper's reason when no use is left.
 */
export async function claimCouponUse(
  tx: DbOrTx,
  use: { couponId: string; userId: string; orderId: string },
): Promise<void> {
  const claimed = await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        sql`(${coupons.totalUses} is null or ${coupons.usesCount} < ${coupons.totalUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (claimed.length === 0) throw badRequest(COUPON_REFUSALS.usedUp);
  await tx.insert(couponUses).values(use);
}

/** Gives a cancelled order's coupon use back: the shopper may use it again, and it counts no more in the total. */
export async function releaseCouponUse(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await tx
    .delete(couponUses)
    .where(eq(couponUses.orderId, orderId))
    .returning({ couponId: couponUses.couponId });
  for (const { couponId } of released)
    await tx
      .update(coupons)
      .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
}

/** The columns a coupon's rules are stored in. */
function rulesColumns(input: CouponRules) {
  const percent = input.type === 'percent';
  return {
    code: input.code,
    type: input.type,
    discountPaise: percent ? null : rupeesToPaise(input.discount),
    discountPercent: percent ? input.discount : null,
    maxDiscountPaise: percent && input.maxDiscount !== null ? rupeesToPaise(input.maxDiscount) : null,
    minOrderPaise: rupeesToPaise(input.minOrder),
    perCustomer: input.perCustomer,
    totalUses: input.totalUses,
    active: input.active,
    startsAt: input.startsAt === null ? null : startInstant(input.startsAt),
    expiresAt: expiryInstant(input.expiry),
    firstOrderOnly: input.firstOrderOnly,
  };
}

function assertFutureExpiry(expiresAt: Date, now: Date): void {
  if (expiresAt.getTime() <= now.getTime())
    throw badRequest(COUPON_MESSAGES.expiryFuture, { expiry: COUPON_MESSAGES.expiryFuture });
}

async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_MESSAGES.codeTaken);
    throw error;
  }
}

export async function addCoupon(
  db: Db,
  input: CouponRules,
  now: Date,
  actor: AuditActor,
): Promise<AdminCoupon> {
  const values = rulesColumns(input);
  assertFutureExpiry(values.expiresAt, now);
  return uniqueCode(() =>
    inTransaction(db, async (tx) => {
      const [row] = await tx.insert(coupons).values(values).returning();
      const coupon = toAdminView(row!);
      await recordAudit(tx, actor, { action: 'coupon.created', targetId: coupon._id, after: coupon });
      return coupon;
    }),
  );
}

/**
 * Replaces a coupon's rules. Orders already placed keep the discount they got; the uses so far stay counted. An
 * expiry moved must still be in the future; an unchanged past expiry may stay (the owner edits an ended coupon).
 */
export async function updateCoupon(
  db: Db,
  id: string,
  input: CouponRules,
  now: Date,
  actor: AuditActor,
): Promise<AdminCoupon> {
  const values = rulesColumns(input);
  return uniqueCode(() =>
    inTransaction(db, async (tx) => {
      const before = await lockedCoupon(tx, id);
      if (values.expiresAt.getTime() !== before.expiresAt.getTime())
        assertFutureExpiry(values.expiresAt, now);
      const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      const coupon = toAdminView(row!);
      await recordAudit(tx, actor, {
        action: 'coupon.updated',
        targetId: id,
        before: toAdminView(before),
        after: coupon,
      });
      return coupon;
    }),
  );
}

/** Switches a coupon off (shoppers can no longer use it) or on again. */
export async function setCouponActive(
  db: Db,
  id: string,
  active: boolean,
  actor: AuditActor,
): Promise<AdminCoupon> {
  return inTransaction(db, async (tx) => {
    const before = await lockedCoupon(tx, id);
    const [row] = await tx.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
    const coupon = toAdminView(row!);
    await recordAudit(tx, actor, {
      action: 'coupon.updated',
      targetId: id,
      before: { active: before.active },
      after: { active },
    });
    return coupon;
  });
}

async function lockedCoupon(tx: DbOrTx, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound(ORDER_MESSAGES.couponNotFound);
  return row;
}

/** HOPE100: ₹100 off a customer's first order, once, advertised on the register and login pages. */
export async function ensurePromoCoupon(db: Db, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.code, PROMO_COUPON_CODE));
  if (existing) return;
  const twoYears = new Date(now.getTime() + 2 * 365 * DAY_MS);
  await db
    .insert(coupons)
    .values({
      code: PROMO_COUPON_CODE,
      type: 'flat',
      discountPaise: 10_000,
      expiresAt: twoYears,
      firstOrderOnly: true,
      perCustomer: 1,
    })
    .onConflictDoNothing();
}

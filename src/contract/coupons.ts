import { z } from 'zod';
import { COUPON_DISCOUNT_MAX, COUPON_DISCOUNT_MIN } from './constants';
import { addDays, isCalendarDay, istDayStart, isWithinShopYears, namesNoSuchDay } from './dates';
import {
  COUPON_MESSAGES,
  COUPON_REFUSALS,
  COUPON_RULE_MESSAGES,
  DATE_MESSAGES,
  ORDER_MESSAGES,
} from './messages';
import { paiseToRupees, rupeesToPaise, type Paise } from './money';
import type { CouponTerms } from './pricing';

// Coupons (docs/product.md section 9, docs/decisions/0057-coupon-rules.md): a flat rupee amount or a percent off
// the items' value (capped by maxDiscount), with a minimum order, uses per customer, total uses, first order only,
// a start and an expiry, and an owner's switch. The rule of who may use a coupon on which order lives here once.

export const COUPON_TYPES = ['flat', 'percent'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_PERCENT_MAX = 90;
const COUPON_MAX_DISCOUNT_MAX = 10_000;
const COUPON_MIN_ORDER_MAX = 1_00_000;
const COUPON_PER_CUSTOMER_MAX = 100;
const COUPON_TOTAL_USES_MAX = 1_00_000;

/**
 * A coupon as the API shows it. `discount` is rupees for a flat coupon and the percent for a percent coupon;
 * amounts are rupees; null limits mean "no limit"; `minOrder` 0 means no minimum.
 */
export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  expiry: z.string(),
  firstOrderOnly: z.boolean(),
  type: z.enum(COUPON_TYPES),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  perCustomer: z.number().int().nullable(),
  totalUses: z.number().int().nullable(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** The back office's view of a coupon: the rules and how often it has been used (cancelled orders give theirs back). */
export const AdminCouponSchema = CouponSchema.extend({ uses: z.number().int() });
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/**
 * A coupon as one shopper sees it (GET /user/coupon): the server says whether this shopper can use it on the next
 * order and, when not, why, so that the checkout offers only what PLACE ORDER will accept. The minimum order is
 * the one rule that depends on the bag: the checkout applies it with couponProblemForBag.
 */
export const ShopperCouponSchema = CouponSchema.extend({
  usable: z.boolean(),
  unusableReason: z.string().nullable(),
});
export type ShopperCoupon = z.infer<typeof ShopperCouponSchema>;

/** What the server knows about one shopper, one coupon and (when ordering) the order's items. */
export interface CouponUseFacts {
  active: boolean;
  /** The start, or null when the coupon starts at once. */
  startsAt: Date | null;
  expiresAt: Date;
  now: Date;
  /** Uses so far by every shopper, and the limit (null: none). */
  uses: number;
  totalUses: number | null;
  /** This shopper's uses so far, and the limit (null: none). */
  usesByShopper: number;
  perCustomer: number | null;
  firstOrderOnly: boolean;
  /** The shopper has an order that is not cancelled. */
  hasOrdered: boolean;
}

/** Why this shopper cannot use a coupon now, whatever the bag (the words PLACE ORDER refuses it with), or null. */
export function couponProblem(facts: CouponUseFacts): string | null {
  if (!facts.active) return COUPON_REFUSALS.switchedOff;
  if (facts.startsAt && facts.startsAt.getTime() > facts.now.getTime())
    return COUPON_REFUSALS.notStarted(facts.startsAt.toISOString());
  if (facts.expiresAt.getTime() <= facts.now.getTime()) return ORDER_MESSAGES.couponExpired;
  if (facts.totalUses !== null && facts.uses >= facts.totalUses) return COUPON_REFUSALS.usedUp;
  if (facts.perCustomer !== null && facts.usesByShopper >= facts.perCustomer)
    return facts.usesByShopper === 1
      ? ORDER_MESSAGES.couponUsed
      : COUPON_REFUSALS.usedTimes(facts.usesByShopper);
  if (facts.firstOrderOnly && facts.hasOrdered) return ORDER_MESSAGES.couponFirstOrderOnly;
  return null;
}

/** The minimum order rule: the items' value (after product discounts, before the fee) must reach minOrder. */
export function minOrderProblem(
  code: string,
  minOrderPaise: Paise,
  itemsValuePaise: Paise,
  refusals: Pick<typeof COUPON_REFUSALS, 'addMore'> = COUPON_REFUSALS,
): string | null {
  if (itemsValuePaise >= minOrderPaise) return null;
  return refusals.addMore(paiseToRupees(minOrderPaise - itemsValuePaise), code);
}

/**
 * The checkout's reason for a listed coupon with this bag: the server's reason first, then the minimum order, in
 * the words of `refusals` (the storefront passes its language's COUPON_REFUSALS).
 */
export function couponProblemForBag(
  coupon: ShopperCoupon,
  itemsValuePaise: Paise,
  refusals: Pick<typeof COUPON_REFUSALS, 'addMore'> = COUPON_REFUSALS,
): string | null {
  if (!coupon.usable) return coupon.unusableReason;
  return minOrderProblem(coupon.code, rupeesToPaise(coupon.minOrder), itemsValuePaise, refusals);
}

/** What a listed coupon takes off, for the price rule of src/contract/pricing.ts. */
export function couponTermsOf(coupon: Pick<Coupon, 'type' | 'discount' | 'maxDiscount'>): CouponTerms {
  return coupon.type === 'percent'
    ? {
        type: 'percent',
        percent: coupon.discount,
        maxDiscountPaise: coupon.maxDiscount === null ? null : rupeesToPaise(coupon.maxDiscount),
      }
    : { type: 'flat', amountPaise: rupeesToPaise(coupon.discount) };
}

/** An empty form field or an absent key: no limit. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    emptyToNull,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );
}

const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine((value) => !Number.isNaN(Date.parse(value)), requiredMessage)
    // Date.parse takes 2026-02-31 for 3 March: a day the calendar lacks is no date.
    .refine((value) => !namesNoSuchDay(value), requiredMessage)
    .refine((value) => isWithinShopYears(new Date(Date.parse(value))), DATE_MESSAGES.outOfRange);

/**
 * Admin: add or edit a coupon. The spec's `{code, discount, expiry}` alone still makes a flat coupon usable once per
 * customer, as before; the other rules are optional. The code is upper-cased; "future" is checked by the server
 * against its own clock. Dates are instants or IST calendar days (YYYY-MM-DD): a start begins its day, an expiry ends it.
 */
export const AddCouponSchema = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.codeRequired })
      .trim()
      .min(1, COUPON_MESSAGES.codeRequired)
      .regex(/^[A-Za-z0-9]{3,20}$/, COUPON_MESSAGES.codeFormat)
      .transform((code) => code.toUpperCase()),
    type: z.enum(COUPON_TYPES).optional().default('flat'),
    discount: z.coerce
      .number({ error: COUPON_MESSAGES.discountRequired })
      .int(COUPON_MESSAGES.discountRange)
      .min(COUPON_DISCOUNT_MIN, COUPON_MESSAGES.discountRange),
    expiry: dateField(COUPON_MESSAGES.expiryRequired),
    firstOrderOnly: z.boolean().optional().default(false),
    minOrder: wholeNumber(0, COUPON_MIN_ORDER_MAX, COUPON_RULE_MESSAGES.minOrderRange)
      .optional()
      .transform((value) => value ?? 0),
    maxDiscount: wholeNumber(1, COUPON_MAX_DISCOUNT_MAX, COUPON_RULE_MESSAGES.maxDiscountRange)
      .optional()
      .transform((value) => value ?? null),
    /** Absent: once per customer, the spec's rule; null: no limit. */
    perCustomer: wholeNumber(1, COUPON_PER_CUSTOMER_MAX, COUPON_RULE_MESSAGES.perCustomerRange)
      .optional()
      .transform((value) => (value === undefined ? 1 : value)),
    totalUses: wholeNumber(1, COUPON_TOTAL_USES_MAX, COUPON_RULE_MESSAGES.totalUsesRange)
      .optional()
      .transform((value) => value ?? null),
    active: z.boolean({ error: COUPON_RULE_MESSAGES.activeInvalid }).optional().default(true),
    startsAt: z
      .preprocess(emptyToNull, dateField(COUPON_RULE_MESSAGES.startsAtInvalid).nullable())
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((coupon, context) => {
    if (coupon.type === 'flat' && coupon.discount > COUPON_DISCOUNT_MAX)
      context.addIssue({ code: 'custom', path: ['discount'], message: COUPON_MESSAGES.discountRange });
    if (coupon.type === 'percent' && coupon.discount > COUPON_PERCENT_MAX)
      context.addIssue({ code: 'custom', path: ['discount'], message: COUPON_RULE_MESSAGES.percentRange });
    if (coupon.type === 'flat' && coupon.maxDiscount !== null)
      context.addIssue({
        code: 'custom',
        path: ['maxDiscount'],
        message: COUPON_RULE_MESSAGES.maxDiscountOnFlat,
      });
    if (
      coupon.startsAt !== null &&
      startInstant(coupon.startsAt).getTime() >= expiryInstant(coupon.expiry).getTime()
    )
      context.addIssue({
        code: 'custom',
        path: ['startsAt'],
        message: COUPON_RULE_MESSAGES.startsAfterExpiry,
      });
  });
export type CouponRules = z.output<typeof AddCouponSchema>;

/** Admin: switch a coupon off or on again. */
export const CouponActiveSchema = z.object({
  active: z.boolean({ error: COUPON_RULE_MESSAGES.activeInvalid }),
});

/** The expiry date an admin picks is a calendar day: the coupon stays valid until the end of that day in India. */
export function expiryInstant(expiry: string): Date {
  return isCalendarDay(expiry) ? new Date(addDays(istDayStart(expiry), 1).getTime() - 1) : new Date(expiry);
}

/** A start date picked as a calendar day begins at the start of that day in India. */
export function startInstant(startsAt: string): Date {
  return isCalendarDay(startsAt) ? istDayStart(startsAt) : new Date(startsAt);
}

/** A coupon whose expiry is before now shows 'Offer Ended!'. */
export function isCouponExpired(coupon: Pick<Coupon, 'expiry'>, now: Date = new Date()): boolean {
  return new Date(coupon.expiry).getTime() <= now.getTime();
}

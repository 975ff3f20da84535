import { z } from 'zod';
import { COUPON_DISCOUNT_MAX, COUPON_DISCOUNT_MIN } from './constants';
import { isWithinShopYears } from './dates';
import { COUPON_MESSAGES, DATE_MESSAGES, ORDER_MESSAGES } from './messages';

// Coupons: a flat rupee amount off, an expiry, usable once per customer (docs/product.md sections 3, 5 and 9).

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  expiry: z.string(),
  firstOrderOnly: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/**
 * A coupon as one shopper sees it (GET /user/coupon): the server says whether this shopper can use it on the next
 * order and, when not, why, so that the checkout offers only what PLACE ORDER will accept.
 */
export const ShopperCouponSchema = CouponSchema.extend({
  usable: z.boolean(),
  unusableReason: z.string().nullable(),
});
export type ShopperCoupon = z.infer<typeof ShopperCouponSchema>;

/** What the server knows about one shopper and one coupon when deciding whether it can be used. */
export interface CouponUseFacts {
  expired: boolean;
  usedByShopper: boolean;
  firstOrderOnly: boolean;
  /** The shopper has an order that is not cancelled. */
  hasOrdered: boolean;
}

/** Why this shopper cannot use a coupon now (the words PLACE ORDER refuses it with), or null when they can. */
export function couponProblem(facts: CouponUseFacts): string | null {
  if (facts.expired) return ORDER_MESSAGES.couponExpired;
  if (facts.usedByShopper) return ORDER_MESSAGES.couponUsed;
  if (facts.firstOrderOnly && facts.hasOrdered) return ORDER_MESSAGES.couponFirstOrderOnly;
  return null;
}

/** Admin: add a coupon. The code is upper-cased; "future" is checked by the server against its own clock. */
export const AddCouponSchema = z.object({
  code: z
    .string({ error: COUPON_MESSAGES.codeRequired })
    .trim()
    .min(1, COUPON_MESSAGES.codeRequired)
    .regex(/^[A-Za-z0-9]{3,20}$/, COUPON_MESSAGES.codeFormat)
    .transform((code) => code.toUpperCase()),
  discount: z.coerce
    .number({ error: COUPON_MESSAGES.discountRequired })
    .int(COUPON_MESSAGES.discountRange)
    .min(COUPON_DISCOUNT_MIN, COUPON_MESSAGES.discountRange)
    .max(COUPON_DISCOUNT_MAX, COUPON_MESSAGES.discountRange),
  expiry: z
    .string({ error: COUPON_MESSAGES.expiryRequired })
    .min(1, COUPON_MESSAGES.expiryRequired)
    .refine((value) => !Number.isNaN(Date.parse(value)), COUPON_MESSAGES.expiryRequired)
    .refine((value) => isWithinShopYears(new Date(Date.parse(value))), DATE_MESSAGES.outOfRange),
  firstOrderOnly: z.boolean().optional().default(false),
});
export type AddCouponInput = z.input<typeof AddCouponSchema>;

/** A coupon whose expiry is before now shows 'Offer Ended!'. */
export function isCouponExpired(coupon: Pick<Coupon, 'expiry'>, now: Date = new Date()): boolean {
  return new Date(coupon.expiry).getTime() <= now.getTime();
}

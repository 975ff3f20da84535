import { AddCouponSchema, type AdminCoupon, type CouponType } from '../../../contract/coupons';
import { istDayKey } from '../../../contract/dates';
import type { NewCoupon } from './api/coupons';

/** The coupon form as typed: numbers as strings (empty: no limit), dates as YYYY-MM-DD. */
export interface CouponFormValues {
  code: string;
  type: CouponType;
  discount: string;
  minOrder: string;
  maxDiscount: string;
  perCustomer: string;
  totalUses: string;
  /** YYYY-MM-DD from the date input; empty: starts at once. */
  startsDate: string;
  /** YYYY-MM-DD from the date input. */
  expiryDate: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type CouponField =
  | 'code'
  | 'type'
  | 'discount'
  | 'minOrder'
  | 'maxDiscount'
  | 'perCustomer'
  | 'totalUses'
  | 'startsAt'
  | 'expiry';

/** A new coupon: flat, once per customer (the spec's rule), active. */
export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  type: 'flat',
  discount: '',
  minOrder: '',
  maxDiscount: '',
  perCustomer: '1',
  totalUses: '',
  startsDate: '',
  expiryDate: '',
  firstOrderOnly: false,
  active: true,
};

/** The form filled with a coupon's rules, to edit them. */
export function couponFormOf(coupon: AdminCoupon): CouponFormValues {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: coupon.code,
    type: coupon.type,
    discount: String(coupon.discount),
    minOrder: coupon.minOrder > 0 ? String(coupon.minOrder) : '',
    maxDiscount: number(coupon.maxDiscount),
    perCustomer: number(coupon.perCustomer),
    totalUses: number(coupon.totalUses),
    startsDate: coupon.startsAt ? istDayKey(coupon.startsAt) : '',
    expiryDate: istDayKey(coupon.expiry),
    firstOrderOnly: coupon.firstOrderOnly,
    active: coupon.active,
  };
}

/** The earliest date the picker offers: today in India. */
export function todayKey(now: Date = new Date()): string {
  return istDayKey(now);
}

/**
 * Checks the form with the shared coupon rules; gives either the body to send or the field errors. The dates go as
 * the calendar days picked: the server makes a start begin its day and an expiry end it, in India
 * (`startInstant` and `expiryInstant` in src/contract/coupons.ts).
 */
export function readCouponForm(
  values: CouponFormValues,
): { ok: true; coupon: NewCoupon } | { ok: false; errors: Partial<Record<CouponField, string>> } {
  const percent = values.type === 'percent';
  const parsed = AddCouponSchema.safeParse({
    code: values.code,
    type: values.type,
    discount: values.discount.trim() === '' ? undefined : values.discount,
    expiry: values.expiryDate,
    firstOrderOnly: values.firstOrderOnly,
    minOrder: values.minOrder.trim(),
    // A flat coupon has no largest discount: a value left from choosing percent first is not sent.
    maxDiscount: percent ? values.maxDiscount.trim() : '',
    perCustomer: values.perCustomer.trim(),
    totalUses: values.totalUses.trim(),
    active: values.active,
    startsAt: values.startsDate,
  });
  if (!parsed.success) {
    const errors: Partial<Record<CouponField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CouponField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, coupon: parsed.data };
}

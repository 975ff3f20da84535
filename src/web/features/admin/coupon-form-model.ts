import { AddCouponSchema } from '../../../contract/coupons';
import { istDayKey } from '../../../contract/dates';
import type { NewCoupon } from './api/coupons';

export interface CouponFormValues {
  code: string;
  discount: string;
  /** YYYY-MM-DD from the date input. */
  expiryDate: string;
  firstOrderOnly: boolean;
}

export type CouponField = 'code' | 'discount' | 'expiry';

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  discount: '',
  expiryDate: '',
  firstOrderOnly: false,
};

/** The earliest date the picker offers: today in India. */
export function todayKey(now: Date = new Date()): string {
  return istDayKey(now);
}

/** A coupon stays valid through the whole chosen day in India, so its expiry is that day's last moment in IST. */
export function expiryInstant(dateKey: string): string {
  return `${dateKey}T23:59:59.999+05:30`;
}

/** Checks the form with the shared coupon rules; gives either the body to send or the field errors. */
export function readCouponForm(
  values: CouponFormValues,
): { ok: true; coupon: NewCoupon } | { ok: false; errors: Partial<Record<CouponField, string>> } {
  const parsed = AddCouponSchema.safeParse({
    code: values.code,
    discount: values.discount.trim() === '' ? undefined : values.discount,
    expiry: values.expiryDate ? expiryInstant(values.expiryDate) : '',
    firstOrderOnly: values.firstOrderOnly,
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

import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON_FORM, expiryInstant, readCouponForm, todayKey } from './coupon-form-model';
import { COUPON_MESSAGES } from '../../../contract/messages';

describe('add coupon form', () => {
  it('sends the upper-cased code, the discount as a number and the end of the chosen IST day', () => {
    const result = readCouponForm({
      code: 'summer50',
      discount: '50',
      expiryDate: '2026-12-31',
      firstOrderOnly: true,
    });
    expect(result).toEqual({
      ok: true,
      coupon: {
        code: 'SUMMER50',
        discount: 50,
        expiry: '2026-12-31T23:59:59.999+05:30',
        firstOrderOnly: true,
      },
    });
    expect(new Date(expiryInstant('2026-12-31')).toISOString()).toBe('2026-12-31T18:29:59.999Z');
  });

  it('reports each missing or out-of-range field with the shared messages', () => {
    expect(readCouponForm(EMPTY_COUPON_FORM)).toEqual({
      ok: false,
      errors: {
        code: COUPON_MESSAGES.codeRequired,
        discount: COUPON_MESSAGES.discountRequired,
        expiry: COUPON_MESSAGES.expiryRequired,
      },
    });
    const tooBig = readCouponForm({
      ...EMPTY_COUPON_FORM,
      code: 'BIG',
      discount: '1001',
      expiryDate: '2026-12-31',
    });
    expect(tooBig).toEqual({ ok: false, errors: { discount: COUPON_MESSAGES.discountRange } });
  });

  it('today is the calendar day in India', () => {
    expect(todayKey(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
  });
});

import { describe, expect, it } from 'vitest';
import { couponFormOf, EMPTY_COUPON_FORM, readCouponForm, todayKey } from './coupon-form-model';
import { expiryInstant } from '../../../contract/coupons';
import { COUPON_MESSAGES, COUPON_RULE_MESSAGES } from '../../../contract/messages';

describe('add coupon form', () => {
  it('sends the upper-cased code, the discount as a number and the chosen day, which the server ends in IST', () => {
    const result = readCouponForm({
      ...EMPTY_COUPON_FORM,
      code: 'summer50',
      discount: '50',
      expiryDate: '2026-12-31',
      firstOrderOnly: true,
    });
    expect(result).toEqual({
      ok: true,
      coupon: {
        code: 'SUMMER50',
        type: 'flat',
        discount: 50,
        expiry: '2026-12-31',
        firstOrderOnly: true,
        minOrder: 0,
        maxDiscount: null,
        perCustomer: 1,
        totalUses: null,
        active: true,
        startsAt: null,
      },
    });
    expect(expiryInstant('2026-12-31').toISOString()).toBe('2026-12-31T18:29:59.999Z');
  });

  it('sends a percent coupon with its limits; empty limits mean none', () => {
    const result = readCouponForm({
      ...EMPTY_COUPON_FORM,
      code: 'SAVE10',
      type: 'percent',
      discount: '10',
      maxDiscount: '200',
      minOrder: '999',
      perCustomer: '',
      totalUses: '50',
      startsDate: '2026-12-01',
      expiryDate: '2026-12-31',
    });
    expect(result).toMatchObject({
      ok: true,
      coupon: {
        type: 'percent',
        discount: 10,
        maxDiscount: 200,
        minOrder: 999,
        perCustomer: null,
        totalUses: 50,
        startsAt: '2026-12-01',
      },
    });
    // A largest discount typed before switching to flat is not sent.
    const flat = readCouponForm({
      ...EMPTY_COUPON_FORM,
      code: 'FLAT',
      discount: '50',
      maxDiscount: '200',
      expiryDate: '2026-12-31',
    });
    expect(flat).toMatchObject({ ok: true, coupon: { maxDiscount: null } });
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
    const late = readCouponForm({
      ...EMPTY_COUPON_FORM,
      code: 'LATE',
      type: 'percent',
      discount: '95',
      startsDate: '2027-01-01',
      expiryDate: '2026-12-31',
    });
    expect(late).toEqual({
      ok: false,
      errors: {
        discount: COUPON_RULE_MESSAGES.percentRange,
        startsAt: COUPON_RULE_MESSAGES.startsAfterExpiry,
      },
    });
  });

  it('fills the form with a coupon to edit, days in India', () => {
    expect(
      couponFormOf({
        _id: 'x',
        code: 'SAVE10',
        type: 'percent',
        discount: 10,
        maxDiscount: 200,
        minOrder: 999,
        perCustomer: null,
        totalUses: 50,
        startsAt: '2026-11-30T18:30:00.000Z',
        expiry: '2026-12-31T18:29:59.999Z',
        firstOrderOnly: false,
        active: false,
        uses: 3,
      }),
    ).toEqual({
      code: 'SAVE10',
      type: 'percent',
      discount: '10',
      maxDiscount: '200',
      minOrder: '999',
      perCustomer: '',
      totalUses: '50',
      startsDate: '2026-12-01',
      expiryDate: '2026-12-31',
      firstOrderOnly: false,
      active: false,
    });
  });

  it('today is the calendar day in India', () => {
    expect(todayKey(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
  });
});

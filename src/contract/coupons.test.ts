import { describe, expect, it } from 'vitest';
import {
  AddCouponSchema,
  couponProblem,
  couponProblemForBag,
  couponTermsOf,
  expiryInstant,
  minOrderProblem,
  type CouponUseFacts,
  type ShopperCoupon,
} from './coupons';
import {
  couponRuleInWords,
  COUPON_MESSAGES,
  COUPON_REFUSALS,
  COUPON_RULE_MESSAGES,
  ORDER_MESSAGES,
} from './messages';

const now = new Date('2026-11-26T06:00:00Z');
const usable: CouponUseFacts = {
  active: true,
  startsAt: null,
  expiresAt: new Date('2026-12-31T18:29:59Z'),
  now,
  uses: 0,
  totalUses: null,
  usesByShopper: 0,
  perCustomer: 1,
  firstOrderOnly: false,
  hasOrdered: false,
};

describe('who may use a coupon', () => {
  it('gives the first reason that applies, or null', () => {
    expect(couponProblem(usable)).toBeNull();
    expect(couponProblem({ ...usable, active: false, usesByShopper: 1 })).toBe(COUPON_REFUSALS.switchedOff);
    expect(couponProblem({ ...usable, startsAt: new Date('2026-12-01T00:00:00+05:30') })).toBe(
      'Starts on 1 Dec.',
    );
    expect(couponProblem({ ...usable, expiresAt: now })).toBe(ORDER_MESSAGES.couponExpired);
    expect(couponProblem({ ...usable, totalUses: 5, uses: 5 })).toBe(COUPON_REFUSALS.usedUp);
    expect(couponProblem({ ...usable, totalUses: 5, uses: 4 })).toBeNull();
    expect(couponProblem({ ...usable, usesByShopper: 1 })).toBe(ORDER_MESSAGES.couponUsed);
    expect(couponProblem({ ...usable, perCustomer: 3, usesByShopper: 3 })).toBe(
      'You have used this coupon 3 times already.',
    );
    expect(couponProblem({ ...usable, perCustomer: null, usesByShopper: 40 })).toBeNull();
    expect(couponProblem({ ...usable, firstOrderOnly: true, hasOrdered: true })).toBe(
      ORDER_MESSAGES.couponFirstOrderOnly,
    );
  });

  it('asks for what is missing to the minimum order', () => {
    expect(minOrderProblem('SAVE10', 99_900, 80_800)).toBe('Add ₹191 more to use SAVE10.');
    expect(minOrderProblem('SAVE10', 99_900, 99_900)).toBeNull();
    expect(minOrderProblem('SAVE10', 0, 0)).toBeNull();
    expect(minOrderProblem('SAVE10', 99_900, 99_850)).toBe('Add ₹0.50 more to use SAVE10.');
  });

  it('puts the server reason before the minimum at checkout', () => {
    const coupon = { code: 'SAVE10', minOrder: 999, usable: true, unusableReason: null } as ShopperCoupon;
    expect(couponProblemForBag(coupon, 80_800)).toBe('Add ₹191 more to use SAVE10.');
    expect(couponProblemForBag({ ...coupon, usable: false, unusableReason: 'x' }, 80_800)).toBe('x');
    expect(couponProblemForBag(coupon, 1_00_000)).toBeNull();
  });
});

describe('a coupon in words and terms', () => {
  const rule = {
    type: 'percent',
    discount: 10,
    maxDiscount: 200,
    minOrder: 999,
    firstOrderOnly: false,
    perCustomer: 1,
  } as const;

  it('says the rule as a parent reads it', () => {
    expect(couponRuleInWords(rule)).toBe('10% off up to ₹200 on orders above ₹999');
    expect(
      couponRuleInWords({
        ...rule,
        type: 'flat',
        discount: 100,
        maxDiscount: null,
        minOrder: 0,
        firstOrderOnly: true,
      }),
    ).toBe('₹100 off, first order only');
    expect(couponRuleInWords({ ...rule, maxDiscount: null, perCustomer: 3 })).toBe(
      '10% off on orders above ₹999, up to 3 uses each',
    );
  });

  it('turns a listed coupon into the price rule’s terms', () => {
    expect(couponTermsOf(rule)).toEqual({ type: 'percent', percent: 10, maxDiscountPaise: 20_000 });
    expect(couponTermsOf({ type: 'flat', discount: 100, maxDiscount: null })).toEqual({
      type: 'flat',
      amountPaise: 10_000,
    });
  });
});

describe('the coupon form rules', () => {
  const base = { code: 'save10', discount: 10, expiry: '2099-12-31' };
  const message = (input: object) => AddCouponSchema.safeParse(input).error?.issues[0]?.message;

  it('keeps the spec body a flat coupon once per customer', () => {
    expect(AddCouponSchema.parse(base)).toMatchObject({
      code: 'SAVE10',
      type: 'flat',
      minOrder: 0,
      maxDiscount: null,
      perCustomer: 1,
      totalUses: null,
      active: true,
      startsAt: null,
    });
  });

  it('refuses rules that do not fit together', () => {
    expect(message({ ...base, type: 'percent', discount: 91 })).toBe(COUPON_RULE_MESSAGES.percentRange);
    expect(message({ ...base, maxDiscount: 50 })).toBe(COUPON_RULE_MESSAGES.maxDiscountOnFlat);
    expect(message({ ...base, startsAt: '2100-01-01' })).toBe(COUPON_RULE_MESSAGES.startsAfterExpiry);
    // A one-day coupon: it starts as that day begins in India and ends as it ends.
    expect(message({ ...base, startsAt: '2099-12-31' })).toBeUndefined();
    expect(message({ ...base, type: 'percent', maxDiscount: 200 })).toBeUndefined();
  });

  it('refuses a day the calendar does not have, which Date would move into the next month', () => {
    expect(message({ ...base, expiry: '2027-02-29' })).toBe(COUPON_MESSAGES.expiryRequired);
    expect(message({ ...base, expiry: '2027-02-29T23:59:59.999+05:30' })).toBe(
      COUPON_MESSAGES.expiryRequired,
    );
    expect(message({ ...base, startsAt: '2027-02-31' })).toBe(COUPON_RULE_MESSAGES.startsAtInvalid);
    // 2028 is a leap year: its 29 February is a day, and the coupon ends as it ends in India.
    expect(message({ ...base, expiry: '2028-02-29' })).toBeUndefined();
    expect(expiryInstant('2028-02-29').toISOString()).toBe('2028-02-29T18:29:59.999Z');
  });
});

import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, priceSummary, summaryInRupees } from './pricing';

describe('priceSummary', () => {
  const frock = { pricePaise: 99_900, discountPricePaise: 69_900, quantity: 2 };
  const kurta = { pricePaise: 1_49_900, discountPricePaise: 1_19_900, quantity: 1 };

  it('adds MRP and discount over the lines and charges the ₹20 platform fee', () => {
    expect(priceSummary([frock, kurta])).toEqual({
      totalMrp: 3_49_700,
      totalDiscount: 90_000,
      platformFee: 2_000,
      couponDiscount: 0,
      finalAmount: 2_61_700,
    });
  });

  it('takes a flat coupon off the final amount', () => {
    expect(priceSummary([frock], 10_000).finalAmount).toBe(1_39_800 + 2_000 - 10_000);
  });

  it('caps the coupon so that the item total never goes below zero', () => {
    const cheap = { pricePaise: 5_000, discountPricePaise: 4_000, quantity: 1 };
    const summary = priceSummary([cheap], 1_00_000);
    expect(summary.couponDiscount).toBe(4_000);
    expect(summary.finalAmount).toBe(2_000);
  });

  it('charges nothing for an empty bag', () => {
    expect(priceSummary([], 10_000)).toEqual({
      totalMrp: 0,
      totalDiscount: 0,
      platformFee: 0,
      couponDiscount: 0,
      finalAmount: 0,
    });
  });

  it('speaks rupees at the API', () => {
    expect(summaryInRupees(priceSummary([frock]))).toEqual({
      totalMRP: 1998,
      totalDiscount: 600,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 1418,
    });
  });

  it('takes a percent coupon as floor(percent × items) in whole rupees, capped by its largest discount', () => {
    const percent = (p: number, maxDiscountPaise: number | null = null) =>
      ({ type: 'percent', percent: p, maxDiscountPaise }) as const;
    // 10% of ₹1,398 = ₹139.80 → ₹139.
    expect(priceSummary([frock], percent(10)).couponDiscount).toBe(13_900);
    expect(priceSummary([frock], percent(10, 10_000)).couponDiscount).toBe(10_000);
    expect(priceSummary([frock], percent(10, 10_000)).finalAmount).toBe(1_39_800 + 2_000 - 10_000);
    expect(couponDiscountPaise(percent(90), 30_900)).toBe(27_800);
    expect(couponDiscountPaise(percent(7), 9_999)).toBe(600);
    expect(couponDiscountPaise(percent(1), 9_999)).toBe(0);
  });

  it('never takes the payable total below the platform fee: ₹500 off a ₹309 tee leaves ₹20', () => {
    const tee = { pricePaise: 49_900, discountPricePaise: 30_900, quantity: 1 };
    const summary = priceSummary([tee], { type: 'flat', amountPaise: 50_000 });
    expect(summary.couponDiscount).toBe(30_900);
    expect(summary.finalAmount).toBe(2_000);
    expect(couponDiscountPaise({ type: 'flat', amountPaise: 50_000 }, 0)).toBe(0);
  });
});

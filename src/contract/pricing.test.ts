import { describe, expect, it } from 'vitest';
import { priceSummary, summaryInRupees } from './pricing';

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
});

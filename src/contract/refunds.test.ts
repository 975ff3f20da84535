import { describe, expect, it } from 'vitest';
import { computeRefund, linePiecesRefund, type OrderLineForRefund } from './refunds';
import { spreadCoupon } from './tax-invoice';

const line = (productId: string, quantity: number, unitPricePaise = 69_900): OrderLineForRefund => ({
  productId,
  size: '4-5 y',
  quantity,
  unitPricePaise,
});
const pieces = (productId: string, quantity: number) => ({ productId, size: '4-5 y', quantity });

describe('refund amounts', () => {
  it('shares the coupon pro rata by line value, in paise that add up to the coupon', () => {
    expect(spreadCoupon(10_000, [139_800, 69_900])).toEqual([6_667, 3_333]);
    expect(spreadCoupon(1, [100, 100, 100])).toEqual([1, 0, 0]);
    const shares = spreadCoupon(9_999, [12_345, 67_890, 1_111, 99]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_999);
  });

  it('gives back the price paid less the coupon part of the pieces, the parts of a line adding up to its share', () => {
    const frock = { unitPricePaise: 69_900, quantity: 3, couponSharePaise: 1_000 };
    const one = [0, 1, 2].map((before) => linePiecesRefund(frock, before, 1));
    // 1,000 over 3 pieces: 333, 334, 333 (rounded running parts 333, 667, 1,000).
    expect(one).toEqual([69_567, 69_566, 69_567]);
    expect(one.reduce((a, b) => a + b, 0)).toBe(3 * 69_900 - 1_000);
    expect(linePiecesRefund(frock, 0, 3)).toBe(3 * 69_900 - 1_000);
  });

  it('gives the platform fee back only with the return that completes the order', () => {
    const lines = [line('a', 2), line('b', 1)];
    const base = { lines, couponPaise: 10_000, platformFeePaise: 2_000 };
    const first = computeRefund({ ...base, alreadyAsked: [], alreadyReturned: [], items: [pieces('a', 1)] });
    expect(first).toEqual({
      lines: [{ ...pieces('a', 1), refundPaise: 66_566 }],
      platformFeePaise: 0,
      totalPaise: 66_566,
    });
    const rest = computeRefund({
      ...base,
      alreadyAsked: [pieces('a', 1)],
      alreadyReturned: [pieces('a', 1)],
      items: [pieces('a', 1), pieces('b', 1)],
    });
    expect(rest.platformFeePaise).toBe(2_000);
    expect(rest.totalPaise).toBe(66_567 + 66_567 + 2_000);
    // Everything back is everything paid: 3 × 699 − 100 + 20.
    expect(first.totalPaise + rest.totalPaise).toBe(201_700);
  });

  it('keeps the fee when a piece of the order was exchanged rather than returned', () => {
    const refund = computeRefund({
      lines: [line('a', 1), line('b', 1)],
      couponPaise: 0,
      platformFeePaise: 2_000,
      alreadyAsked: [pieces('b', 1)],
      alreadyReturned: [pieces('b', 0)],
      items: [pieces('a', 1)],
    });
    expect(refund).toMatchObject({ platformFeePaise: 0, totalPaise: 69_900 });
  });
});

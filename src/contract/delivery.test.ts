import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery';

describe('deliveryEstimate', () => {
  it('gives today + 3 to today + 5 days on the Indian calendar', () => {
    expect(deliveryEstimate(new Date('2026-11-22T10:00:00+05:30'))).toBe('Delivery by 25 Nov - 27 Nov');
  });

  it('counts from the IST day even when UTC is still on the previous day', () => {
    // 00:30 IST on 1 Dec is 19:00 UTC on 30 Nov.
    expect(deliveryEstimate(new Date('2026-11-30T19:00:00Z'))).toBe('Delivery by 4 Dec - 6 Dec');
  });

  it('crosses month and year ends', () => {
    expect(deliveryEstimate(new Date('2026-12-29T12:00:00+05:30'))).toBe('Delivery by 1 Jan - 3 Jan');
  });
});

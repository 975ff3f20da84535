import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema, SearchQuerySchema } from './catalog';
import { isCreatedToday } from './dates';
import { percentOff } from './money';

describe('percent off', () => {
  it('is round((price − discountPrice) / price × 100)', () => {
    expect(percentOff(1000, 700)).toBe(30);
    expect(percentOff(899, 629)).toBe(30); // 30.03 → 30
    expect(percentOff(999, 666)).toBe(33); // 33.33 → 33
    expect(percentOff(200, 133)).toBe(34); // 33.5 → 34 (halves round up)
    expect(percentOff(349, 309)).toBe(11);
  });
  it('is 0 without a discount or with a nonsense price', () => {
    expect(percentOff(500, 500)).toBe(0);
    expect(percentOff(500, 600)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(Number.NaN, 10)).toBe(0);
  });
});

describe('New badge', () => {
  const now = new Date('2026-11-22T10:00:00+05:30');
  it('is shown for products created on the same IST calendar day', () => {
    expect(isCreatedToday('2026-11-22T00:00:00+05:30', now)).toBe(true);
    expect(isCreatedToday('2026-11-22T23:59:59+05:30', now)).toBe(true);
    // 20:00 UTC on the 21st is 01:30 on the 22nd in India.
    expect(isCreatedToday('2026-11-21T20:00:00Z', now)).toBe(true);
  });
  it('is not shown for yesterday in India, even if it is the same UTC day', () => {
    expect(isCreatedToday('2026-11-21T23:59:59+05:30', now)).toBe(false);
    expect(isCreatedToday('2026-11-21T18:29:59Z', now)).toBe(false);
    expect(isCreatedToday('2025-11-22T10:00:00+05:30', now)).toBe(false);
  });
});

describe('catalog query parsing', () => {
  it('clamps page and limit and ignores unknown sorts and sizes', () => {
    const q = ProductListQuerySchema.parse({ page: '-3', limit: '5000', sort: 'drop table', size: 'XL' });
    expect(q).toMatchObject({ page: 1, limit: 100, minPrice: 0, maxPrice: 100000 });
    expect(q.sort).toBeUndefined();
    expect(q.size).toBeUndefined();
    expect(ProductListQuerySchema.parse({}).limit).toBe(28);
    expect(ProductListQuerySchema.parse({ category: 'Casual Wear, Party Wear,' }).category).toEqual([
      'Casual Wear',
      'Party Wear',
    ]);
  });
  it('caps the search text', () => {
    expect(SearchQuerySchema.parse({ q: `  ${'a'.repeat(10_000)}` }).q).toHaveLength(100);
    expect(SearchQuerySchema.parse({}).q).toBe('');
  });
});

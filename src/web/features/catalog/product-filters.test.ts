import { describe, expect, it } from 'vitest';
import { filtersToApiQuery, filtersToParams, isPriceRangeInverted, readFilters } from './product-filters';

describe('all-products filters in the URL', () => {
  it('reads known values only and round-trips', () => {
    const filters = readFilters(
      new URLSearchParams(
        'category=Party%20Wear,Nope&gender=Girls&size=4-5%20y&sort=priceLow&page=2&minPrice=x',
      ),
    );
    expect(filters).toEqual({
      category: ['Party Wear'],
      gender: ['Girls'],
      minPrice: 0,
      maxPrice: 100000,
      size: '4-5 y',
      sort: 'priceLow',
      page: 2,
    });
    expect(readFilters(filtersToParams(filters))).toEqual(filters);
    expect(filtersToApiQuery(filters)).toContain('limit=28');
  });
});

describe('price range', () => {
  it('is inverted only when the minimum is above the maximum', () => {
    expect(isPriceRangeInverted(readFilters(new URLSearchParams('minPrice=900&maxPrice=300')))).toBe(true);
    expect(isPriceRangeInverted(readFilters(new URLSearchParams('minPrice=300&maxPrice=300')))).toBe(false);
    expect(isPriceRangeInverted(readFilters(new URLSearchParams('minPrice=300')))).toBe(false);
  });
});

import {
  CATEGORIES,
  GENDERS,
  PAGE_SIZES,
  PRICE_FILTER_DEFAULTS,
  PRODUCT_SORTS,
  SIZES,
  type Category,
  type Gender,
  type ProductSort,
  type Size,
} from '../../../contract/constants';
import { isOneOf } from '../../../contract/one-of';

/** The all-products filters as they live in the page URL, so back/forward and shared links keep them. */
export interface ProductFilters {
  category: Category[];
  gender: Gender[];
  minPrice: number;
  maxPrice: number;
  size: Size | undefined;
  sort: ProductSort | undefined;
  page: number;
}

function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  return allowed.filter((item) => value.split(',').includes(item));
}

function numberOf(value: string | null, fallback: number): number {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function readFilters(params: URLSearchParams): ProductFilters {
  const size = params.get('size');
  const sort = params.get('sort');
  return {
    category: listOf(params.get('category'), CATEGORIES),
    gender: listOf(params.get('gender'), GENDERS),
    minPrice: numberOf(params.get('minPrice'), PRICE_FILTER_DEFAULTS.min),
    maxPrice: numberOf(params.get('maxPrice'), PRICE_FILTER_DEFAULTS.max),
    size: isOneOf(SIZES, size) ? size : undefined,
    sort: isOneOf(PRODUCT_SORTS, sort) ? sort : undefined,
    page: Math.max(1, Math.trunc(numberOf(params.get('page'), 1)) || 1),
  };
}

/** The page URL's query for some filters; defaults are left out to keep links short. */
export function filtersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category.length > 0) params.set('category', filters.category.join(','));
  if (filters.gender.length > 0) params.set('gender', filters.gender.join(','));
  if (filters.minPrice !== PRICE_FILTER_DEFAULTS.min) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_FILTER_DEFAULTS.max) params.set('maxPrice', String(filters.maxPrice));
  if (filters.size) params.set('size', filters.size);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query for the filters: the same fields plus the page size. */
export function filtersToApiQuery(filters: ProductFilters): string {
  const params = filtersToParams(filters);
  params.set('page', String(filters.page));
  params.set('limit', String(PAGE_SIZES.products));
  return params.toString();
}

export function activeFilterCount(filters: ProductFilters): number {
  return (
    filters.category.length +
    filters.gender.length +
    (filters.size ? 1 : 0) +
    (filters.minPrice !== PRICE_FILTER_DEFAULTS.min || filters.maxPrice !== PRICE_FILTER_DEFAULTS.max ? 1 : 0)
  );
}

/** A price range no product can fall in: the minimum above the maximum. */
export function isPriceRangeInverted(range: Pick<ProductFilters, 'minPrice' | 'maxPrice'>): boolean {
  return range.minPrice > range.maxPrice;
}

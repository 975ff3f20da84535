import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '../../../../contract/constants';
import { newArrivalsQueryOptions, productListQueryOptions } from './catalog';
import { filtersToApiQuery, readFilters } from '../product-filters';
import { firstScreenQueryKey, seedFirstScreenData } from './first-screen-data';
import { productDetailQueryOptions } from '../../../api/product-detail';

/** A page as the server serves it, reduced to what the seeding reads. */
function pageWith(content: string | undefined) {
  return {
    getElementById: (id: string) =>
      id === FIRST_SCREEN_DATA_ID && content !== undefined ? { textContent: content } : null,
  } as unknown as Document;
}

describe('first screen data', () => {
  it('maps the URLs the server embeds to the keys the landing pages ask for', () => {
    expect(firstScreenQueryKey('/api/user/newArrivals')).toEqual(newArrivalsQueryOptions.queryKey);
    // The product list without filters, as /allProducts builds its call.
    const unfiltered = filtersToApiQuery(readFilters(new URLSearchParams()));
    expect(firstScreenQueryKey(`/api/user/getAllproducts?${unfiltered}`)).toEqual(
      productListQueryOptions(unfiltered).queryKey,
    );
    expect(firstScreenQueryKey('/api/user/productDetail/abc-1%202')).toEqual(
      productDetailQueryOptions('abc-1 2').queryKey,
    );
    expect(firstScreenQueryKey('/api/user/getCartItems')).toBeUndefined();
  });

  it('puts the embedded answer in the query cache, and ignores a page without one or cut short', () => {
    const client = new QueryClient();
    seedFirstScreenData(client, pageWith('{"url":"/api/user/newArrivals","body":[{"_id":"p1"}]}'));
    expect(client.getQueryData(newArrivalsQueryOptions.queryKey)).toEqual([{ _id: 'p1' }]);

    const untouched = new QueryClient();
    seedFirstScreenData(untouched, pageWith(undefined));
    seedFirstScreenData(untouched, pageWith('{"url":"/api/user/newArr'));
    expect(untouched.getQueryCache().getAll()).toHaveLength(0);
  });
});

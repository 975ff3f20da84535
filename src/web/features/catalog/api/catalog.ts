import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductPage, SearchPage } from '../../../../contract/catalog';
import { currentTexts } from '../../../lib/language/language-store';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const newArrivalsQueryOptions = queryOptions({
  queryKey: queryKeys.catalog.newArrivals,
  queryFn: ({ signal }) =>
    api.get<ProductCard[]>('/user/newArrivals', {
      signal,
      fallback: currentTexts().FALLBACK.somethingWentWrong,
    }),
  staleTime: 60_000,
});

export function useNewArrivals() {
  return useQuery(newArrivalsQueryOptions);
}

/** `params` is the API query string built from the page's URL filters. */
export function productListQueryOptions(params: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.list(params),
    queryFn: ({ signal }) =>
      api.get<ProductPage>(`/user/getAllproducts?${params}`, {
        signal,
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useProductList(params: string) {
  return useQuery(productListQueryOptions(params));
}

/** A search's results; `params` are the list's filters, sort and page as the API takes them (filtersToApiQuery). */
function searchQueryOptions(q: string, params: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.search(q, params),
    queryFn: ({ signal }) =>
      api.get<SearchPage>(`/user/searchResults?q=${encodeURIComponent(q)}&${params}`, {
        signal,
        fallback: currentTexts().FALLBACK.searchFailed,
      }),
    enabled: q !== '',
    staleTime: 30_000,
  });
}

export function useSearch(q: string, params: string) {
  return useQuery({ ...searchQueryOptions(q, params), placeholderData: keepPreviousData });
}

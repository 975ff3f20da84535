import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product, ProductDetail, ProductPage, SearchPage } from '../../../contract/catalog';
import { FALLBACK } from '../../../contract/messages';
import { api } from '../../lib/api';

export const catalogKeys = {
  newArrivals: ['catalog', 'newArrivals'] as const,
  list: (search: string) => ['catalog', 'list', search] as const,
  search: (q: string, page: number) => ['catalog', 'search', q, page] as const,
  detail: (id: string) => ['catalog', 'detail', id] as const,
};

export function useNewArrivals() {
  return useQuery({
    queryKey: catalogKeys.newArrivals,
    queryFn: ({ signal }) =>
      api.get<Product[]>('/user/newArrivals', { signal, fallback: FALLBACK.somethingWentWrong }),
    staleTime: 60_000,
  });
}

/** `params` is the API query string built from the page's URL filters. */
export function useProductList(params: string) {
  return useQuery({
    queryKey: catalogKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ProductPage>(`/user/getAllproducts?${params}`, {
        signal,
        fallback: FALLBACK.somethingWentWrong,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const SEARCH_PAGE_SIZE = 28;

export function useSearch(q: string, page: number) {
  return useQuery({
    queryKey: catalogKeys.search(q, page),
    queryFn: ({ signal }) =>
      api.get<SearchPage>(
        `/user/searchResults?q=${encodeURIComponent(q)}&page=${page}&limit=${SEARCH_PAGE_SIZE}`,
        { signal, fallback: FALLBACK.searchFailed },
      ),
    enabled: q !== '',
    staleTime: 30_000,
  });
}

export function useProductDetail(id: string) {
  return useQuery({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/user/productDetail/${encodeURIComponent(id)}`, {
        signal,
        fallback: FALLBACK.productDetailFailed,
      }),
    retry: (count, error) => count < 2 && !(error as { status?: number }).status?.toString().startsWith('4'),
    staleTime: 30_000,
  });
}

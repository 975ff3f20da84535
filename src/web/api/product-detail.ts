import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../contract/catalog';
import { currentTexts } from '../lib/language/language-store';
import { api, isApiRequestError } from '../lib/api-client';
import { queryKeys } from './query-keys';

// One product with its stock per size: the product page reads it, and so does the exchange form (which sizes
// are sold out), sharing one cached answer.

export function productDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.detail(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/user/productDetail/${encodeURIComponent(id)}`, {
        signal,
        fallback: currentTexts().FALLBACK.productDetailFailed,
      }),
    // A bad product link answers 404 every time.
    retry: (count, error) => count < 2 && !(isApiRequestError(error) && error.isClientError),
    staleTime: 30_000,
  });
}

export function useProductDetail(id: string) {
  return useQuery(productDetailQueryOptions(id));
}

/**
 * The back office's preview of a product in any status (a draft, a hidden or archived product), as its page shows it
 * to shoppers: asked only for an admin whose product page answered 404.
 */
export function useProductPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.products.preview(id),
    queryFn: ({ signal }) =>
      api.get<ProductDetail>(`/admin/products/${encodeURIComponent(id)}/preview`, {
        signal,
        fallback: currentTexts().FALLBACK.previewLoadFailed,
      }),
    enabled,
    retry: false,
  });
}

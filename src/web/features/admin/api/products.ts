import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../../contract/constants';
import { FALLBACK } from '../../../../contract/messages';
import type { StockLevels } from '../../../../contract/product-form';
import type { ProductStatus } from '../../../../contract/product-status';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { AdminProduct } from '../admin-product';

/** One page of products; `filters` is the search and filters as a query string (q, category, outOfStock, status). */
export function useAdminProducts(page: number, filters = '') {
  return useQuery({
    queryKey: queryKeys.admin.products.list(page, filters),
    queryFn: ({ signal }) =>
      api.get<{ products: AdminProduct[]; totalPages: number }>(
        `/admin/fetchAllProducts?page=${page}&limit=${PAGE_SIZES.adminProducts}${filters ? `&${filters}` : ''}`,
        { signal, fallback: FALLBACK.productFetchFailed },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEditProduct(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.products.edit(id),
    queryFn: ({ signal }) =>
      api.get<AdminProduct>(`/admin/getEditProduct/${encodeURIComponent(id)}`, {
        signal,
        fallback: FALLBACK.editProductLoadFailed,
      }),
    // The form is filled once from this answer; a background refetch must not overwrite the admin's edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Sends the product form: POST /admin/addProduct, or PUT /admin/updateProduct/:id when editing. */
export function useSaveProduct(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) =>
      id
        ? api.put<unknown>(`/admin/updateProduct/${encodeURIComponent(id)}`, body, {
            fallback: FALLBACK.productUpdateFailed,
          })
        : api.post<unknown>('/admin/addProduct', body, { fallback: FALLBACK.productCreateFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.products.all }),
  });
}

/** Saves stock per size from the products list: PUT /admin/products/:id/stock. */
export function useSetStock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (levels: StockLevels) =>
      api.put<{ message: string }>(`/admin/products/${encodeURIComponent(id)}/stock`, levels, {
        fallback: FALLBACK.stockUpdateFailed,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.products.all }),
  });
}

/**
 * After a change to what the shop shows: the back office's product lists and the storefront's cached reads (lists,
 * searches, product pages) are read again.
 */
function refreshProducts(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: queryKeys.admin.products.all });
  void client.invalidateQueries({ queryKey: ['catalog'] });
}

/** Publish, hide, archive or back to draft: POST /admin/products/:id/status. */
export function useMoveProductStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ProductStatus) =>
      api.post<{ message: string; product: AdminProduct }>(
        `/admin/products/${encodeURIComponent(id)}/status`,
        { status },
        { fallback: FALLBACK.productStatusFailed },
      ),
    onSuccess: () => refreshProducts(client),
  });
}

/** DELETE /admin/products/:id: only a product never ordered (409 otherwise: archive it). */
export function useDeleteProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/admin/products/${encodeURIComponent(id)}`, undefined, {
        fallback: FALLBACK.productDeleteFailed,
      }),
    onSuccess: () => refreshProducts(client),
  });
}

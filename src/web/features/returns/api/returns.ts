import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateReturnInput,
  RefundPreview,
  RefundPreviewInput,
  ReturnRequest,
} from '../../../../contract/returns';
import { productDetailQueryOptions } from '../../../api/product-detail';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

const myReturnsQueryOptions = queryOptions({
  queryKey: queryKeys.returns.mine,
  queryFn: async ({ signal }) =>
    (await api.get<{ returns: ReturnRequest[] }>('/user/returns', { signal })).returns,
});

export function useMyReturns() {
  return useQuery(myReturnsQueryOptions);
}

export function useCreateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) => api.post<ReturnRequest>('/user/returns', input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.returns.mine }),
  });
}

/**
 * Pieces in stock per size of the ordered products (the product page's call, cached by the shop), so the
 * exchange form can say which sizes are sold out. The server still decides when the request is sent.
 */
export function useStockBySize(productIds: string[]): Map<string, Map<string, number>> {
  const results = useQueries({
    queries: [...new Set(productIds)].map((productId) => productDetailQueryOptions(productId)),
  });
  const stock = new Map<string, Map<string, number>>();
  for (const result of results) {
    const product = result.data?.product;
    if (product) stock.set(product._id, new Map(product.sizeAndStock.map((s) => [s.size, s.stock])));
  }
  return stock;
}

/**
 * What the pieces chosen would give back, asked of the server (the same check and price as the request itself)
 * while the form is filled in; nothing is asked without pieces.
 */
export function useRefundPreview(input: RefundPreviewInput | null) {
  return useQuery({
    queryKey: queryKeys.returns.refundPreview(input),
    queryFn: ({ signal }) => api.post<RefundPreview>('/user/returns/refund-preview', input, { signal }),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '../../../contract/catalog';
import type { CreateReturnInput, ReturnRequest } from '../../../contract/returns';
import { api } from '../../lib/api';

export const returnKeys = {
  mine: ['returns', 'mine'] as const,
  stock: (productId: string) => ['returns', 'stock', productId] as const,
};

export function useMyReturns() {
  return useQuery({
    queryKey: returnKeys.mine,
    queryFn: async ({ signal }) =>
      (await api.get<{ returns: ReturnRequest[] }>('/user/returns', { signal })).returns,
  });
}

export function useCreateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) => api.post<ReturnRequest>('/user/returns', input),
    onSuccess: () => client.invalidateQueries({ queryKey: returnKeys.mine }),
  });
}

/**
 * Pieces in stock per size of the ordered products (the catalog's product page call, cached by the shop), so the
 * exchange form can say which sizes are sold out. The server still decides when the request is sent.
 */
export function useStockBySize(productIds: string[]): Map<string, Map<string, number>> {
  const results = useQueries({
    queries: [...new Set(productIds)].map((productId) => ({
      queryKey: returnKeys.stock(productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<ProductDetail>(`/user/productDetail/${encodeURIComponent(productId)}`, { signal }),
    })),
  });
  const stock = new Map<string, Map<string, number>>();
  for (const result of results) {
    const product = result.data?.product;
    if (product) stock.set(product._id, new Map(product.sizeAndStock.map((s) => [s.size, s.stock])));
  }
  return stock;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentTexts } from '../../../lib/language/language-store';
import type { CreateOrderInput, Order } from '../../../../contract/orders';
import { cartQueryOptions } from '../../../api/cart';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/**
 * The bag as the checkout prices it: the header's bag, fetched afresh whenever the checkout opens. A fetch already
 * under way (the header's, on a page opened directly) is shared, so the bag is asked for once, and the page can use
 * the answer its head preloaded.
 */
export function useCheckoutCart() {
  return useQuery({ ...cartQueryOptions, refetchOnMount: 'always' });
}

/** A fresh random key for one checkout attempt; works without a secure context (unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateOrderInput; idempotencyKey: string }) =>
      api.post<{ message: string; order: Order }>('/user/createOrder', input, {
        fallback: currentTexts().FALLBACK.createOrderFailed,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.cart.all }),
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        // A coupon used by this order (or a first-order-only one) is no longer offered.
        client.invalidateQueries({ queryKey: queryKeys.coupons }),
      ]);
    },
  });
}

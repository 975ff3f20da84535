import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../../contract/cart';
import { FALLBACK } from '../../../../contract/messages';
import type { CreateOrderInput, Order } from '../../../../contract/orders';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** The bag as the checkout prices it: always fetched afresh, and refreshed by every change of the bag. */
export const checkoutCartQueryOptions = queryOptions({
  queryKey: queryKeys.cart.checkout,
  queryFn: ({ signal }) =>
    api.get<Cart>('/user/getCartItems', { signal, fallback: FALLBACK.fetchCartFailed }),
  staleTime: 0,
});

export function useCheckoutCart() {
  return useQuery(checkoutCartQueryOptions);
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
        fallback: FALLBACK.createOrderFailed,
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

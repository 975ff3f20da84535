import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../contract/orders';
import type { PaymentMethods } from '../../contract/payments';
import { api } from '../lib/api-client';
import { currentTexts } from '../lib/language/language-store';
import { queryKeys } from './query-keys';

// The payment methods the shop offers (UPI only with its UPI ID), and the parent's UTR after paying by UPI.

export function usePaymentMethods() {
  return useQuery({
    queryKey: queryKeys.paymentMethods,
    queryFn: ({ signal }) =>
      api.get<PaymentMethods>('/user/payment-methods', {
        signal,
        fallback: currentTexts().PAYMENT_FALLBACK.methods,
      }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useGiveUtr(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (utr: string) =>
      api.post<{ message: string; order: Order }>(
        `/user/orders/${encodeURIComponent(orderId)}/utr`,
        { utr },
        { fallback: currentTexts().PAYMENT_FALLBACK.utr },
      ),
    onSuccess: async ({ order }) => {
      client.setQueryData(queryKeys.orders.detail(orderId), order);
      await client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}

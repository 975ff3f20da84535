import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../contract/admin';
import { PAYMENT_FALLBACK } from '../../../../contract/messages';
import type { CashWithCouriers, RecordRemittanceInput, Remittance } from '../../../../contract/remittances';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

// The owner's payment calls: a UPI payment's verdict, the cash still with couriers, and their remittances.

/** PUT /admin/orders/:id/payment, then every order screen is fetched again. */
export function useVerifyPayment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'paid' | 'failed') =>
      api.put<{ message: string; order: AdminOrder }>(
        `/admin/orders/${encodeURIComponent(orderId)}/payment`,
        { status },
        { fallback: PAYMENT_FALLBACK.verify },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}

/** The cash with couriers and the remittances recorded, in one screen's query. */
export function useCash() {
  return useQuery({
    queryKey: queryKeys.admin.cash,
    queryFn: async ({ signal }) => {
      const [cash, recorded] = await Promise.all([
        api.get<CashWithCouriers>('/admin/cash-with-couriers', { signal, fallback: PAYMENT_FALLBACK.cash }),
        api.get<{ remittances: Remittance[] }>('/admin/remittances', {
          signal,
          fallback: PAYMENT_FALLBACK.cash,
        }),
      ]);
      return { cash, remittances: recorded.remittances };
    },
  });
}

export function useRecordRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordRemittanceInput) =>
      api.post<{ message: string; remittance: Remittance }>('/admin/remittances', input, {
        fallback: PAYMENT_FALLBACK.remittance,
      }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.cash }),
        client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
      ]);
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../contract/constants';
import { FALLBACK } from '../../../contract/messages';
import type { OrderHistory } from '../../../contract/order-history';
import type { Order } from '../../../contract/orders';
import { api } from '../../lib/api';
import { COUPONS_KEY } from '../../lib/coupons';

export const orderKeys = {
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  history: (id: string) => ['orders', 'history', id] as const,
};

export interface OrderPage {
  orders: Order[];
  totalPages: number;
  currentPage: number;
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<OrderPage>(`/user/getOrders?page=${page}&limit=${PAGE_SIZES.customerOrders}`, {
        signal,
        fallback: FALLBACK.fetchOrdersFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) =>
      api.get<Order>(`/user/orderDetails/${encodeURIComponent(orderId)}`, {
        signal,
        fallback: FALLBACK.orderDetailsFailed,
      }),
  });
}

/** The order's status timeline; reloaded with the order (every key under 'orders') after a cancel. */
export function useOrderHistory(orderId: string) {
  return useQuery({
    queryKey: orderKeys.history(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderHistory>(`/user/orders/${encodeURIComponent(orderId)}/history`, {
        signal,
        fallback: FALLBACK.orderDetailsFailed,
      }),
  });
}

export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put<{ message: string; order: Order }>(
        `/user/cancellOrder/${encodeURIComponent(orderId)}`,
        undefined,
        {
          fallback: FALLBACK.cancelOrderFailed,
        },
      ),
    onSettled: async () => {
      // Reload the order (and the lists) whatever the answer: a 409 means its status changed meanwhile.
      // A cancelled order gives its coupon back.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['orders'] }),
        client.invalidateQueries({ queryKey: COUPONS_KEY }),
      ]);
    },
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../../contract/constants';
import { currentTexts } from '../../../lib/language/language-store';
import type { OrderHistory } from '../../../../contract/order-history';
import type { Order } from '../../../../contract/orders';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

interface OrderPage {
  orders: Order[];
  totalPages: number;
  currentPage: number;
}

function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.orders.list(page),
    queryFn: ({ signal }) =>
      api.get<OrderPage>(`/user/getOrders?page=${page}&limit=${PAGE_SIZES.customerOrders}`, {
        signal,
        fallback: currentTexts().FALLBACK.fetchOrdersFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(page: number) {
  return useQuery(ordersQueryOptions(page));
}

/** The order's status timeline; reloaded with the order (every key under 'orders') after a cancel. */
function orderHistoryQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.history(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderHistory>(`/user/orders/${encodeURIComponent(orderId)}/history`, {
        signal,
        fallback: currentTexts().FALLBACK.orderDetailsFailed,
      }),
  });
}

export function useOrderHistory(orderId: string) {
  return useQuery(orderHistoryQueryOptions(orderId));
}

export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.put<{ message: string; order: Order }>(
        `/user/cancellOrder/${encodeURIComponent(orderId)}`,
        undefined,
        {
          fallback: currentTexts().FALLBACK.cancelOrderFailed,
        },
      ),
    onSettled: async () => {
      // Reload the order (and the lists) whatever the answer: a 409 means its status changed meanwhile.
      // A cancelled order gives its coupon back.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        client.invalidateQueries({ queryKey: queryKeys.coupons }),
      ]);
    },
  });
}

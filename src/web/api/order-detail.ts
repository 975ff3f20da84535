import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTexts } from '../lib/language/language-store';
import type { Order } from '../../contract/orders';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

// One of the shopper's orders: the order page reads it, and so does the return form.
// The order details answer the order itself (docs/decisions/0023-api-compatibility.md).

function orderDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) =>
      api.get<Order>(`/user/orderDetails/${encodeURIComponent(orderId)}`, {
        signal,
        fallback: currentTexts().FALLBACK.orderDetailsFailed,
      }),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderDetailQueryOptions(orderId));
}

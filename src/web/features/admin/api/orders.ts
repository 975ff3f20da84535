import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../contract/admin';
import type { ShipmentInput } from '../../../../contract/couriers';
import { PAGE_SIZES } from '../../../../contract/constants';
import { FALLBACK } from '../../../../contract/messages';
import type { OrderHistory } from '../../../../contract/order-history';
import type { OrderStatus } from '../../../../contract/order-status';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** One page of orders; `filters` is the search and filters as a query string (q, status, from, to). */
export function useAdminOrders(page: number, filters = '') {
  return useQuery({
    queryKey: queryKeys.admin.orders.list(page, filters),
    queryFn: ({ signal }) =>
      api.get<{ order: AdminOrder[]; totalPages: number }>(
        `/admin/getAllOrders?page=${page}&limit=${PAGE_SIZES.adminOrders}${filters ? `&${filters}` : ''}`,
        { signal, fallback: FALLBACK.allOrdersFailed },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrderDetails(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.orders.details(id),
    queryFn: ({ signal }) =>
      api.get<AdminOrder>(`/admin/getOrderDetails/${encodeURIComponent(id)}`, {
        signal,
        fallback: FALLBACK.adminOrderDetailsFailed,
      }),
  });
}

/** The order's status timeline; reloaded after a status change like everything under the orders key. */
export function useAdminOrderHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.orders.history(id),
    queryFn: ({ signal }) =>
      api.get<OrderHistory>(`/admin/orders/${encodeURIComponent(id)}/history`, {
        signal,
        fallback: FALLBACK.adminOrderDetailsFailed,
      }),
  });
}

export interface StatusUpdate {
  orderId: string;
  status: OrderStatus;
  /** When shipping: the courier and AWB (the back office always gives them). */
  shipment?: ShipmentInput;
  /** When cancelling or marking returned to origin: why, as the parent is told. */
  reason?: string;
}

/** PUT /admin/updateOrderStatus, then the orders (the current page and any details) are fetched again. */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status, shipment, reason }: StatusUpdate) =>
      api.put<{ message: string }>(
        '/admin/updateOrderStatus',
        { orderId, Ostatus: status, ...shipment, ...(reason ? { reason } : {}) },
        { fallback: FALLBACK.adminOrderDetailsFailed },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}

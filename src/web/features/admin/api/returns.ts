import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequest, ReturnStatus } from '../../../../contract/returns';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

interface ReturnsPage {
  returns: ReturnRequest[];
  totalPages: number;
}

/** One page of return and exchange requests; `status` '' means every status. */
export function useAdminReturns(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.admin.returns.list(status, page),
    queryFn: ({ signal }) =>
      api.get<ReturnsPage>(`/admin/returns?page=${page}${status ? `&status=${status}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

interface ReturnMove {
  to: ReturnStatus;
  /** Shown to the shopper on their tracker; blank sends none. */
  note: string;
  /** The bank or UPI reference of the refund; sent only when marking it refunded. */
  refundReference: string;
}

/** Moves one request to an allowed next status; every page of the list is fetched again. */
export function useMoveReturn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ to, note, refundReference }: ReturnMove) =>
      api.put<ReturnRequest>(`/admin/returns/${encodeURIComponent(id)}`, {
        status: to,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(to === 'refunded' ? { refundReference: refundReference.trim() } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.returns.all }),
  });
}

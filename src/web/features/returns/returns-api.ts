import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnInput, ReturnRequest } from '../../../contract/returns';
import { api } from '../../lib/api';

export const returnKeys = { mine: ['returns', 'mine'] as const };

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

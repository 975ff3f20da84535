import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contract/dashboard';
import { FALLBACK } from '../../../../contract/messages';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) =>
      api.get<Dashboard | null>('/admin/getDashData', { signal, fallback: FALLBACK.dashDataFailed }),
  });
}

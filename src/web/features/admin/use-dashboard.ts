import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../contract/dashboard';
import { FALLBACK } from '../../../contract/messages';
import { api } from '../../lib/api';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) =>
      api.get<Dashboard | null>('/admin/getDashData', { signal, fallback: FALLBACK.dashDataFailed }),
  });
}

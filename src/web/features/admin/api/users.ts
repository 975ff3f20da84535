import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../contract/admin';
import { PAGE_SIZES } from '../../../../contract/constants';
import { FALLBACK } from '../../../../contract/messages';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

interface UsersPage {
  users: AdminUser[];
  totalPages: number;
  successMessage?: string;
}

export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.users.page(page),
    queryFn: ({ signal }) =>
      api.get<UsersPage>(`/admin/getUsers?page=${page}&limit=${PAGE_SIZES.adminUsers}`, {
        signal,
        fallback: FALLBACK.usersFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

export type UserAction = 'block' | 'unBlock' | 'delete';

export const USER_ACTION_FALLBACKS: Record<UserAction, string> = {
  block: FALLBACK.blockFailed,
  unBlock: FALLBACK.unblockFailed,
  delete: FALLBACK.deleteFailed,
};

/** Block, unblock or delete one user; the users list is fetched again afterwards. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => {
      const path = `/admin/user/${encodeURIComponent(id)}`;
      const options = { fallback: USER_ACTION_FALLBACKS[action] };
      return action === 'delete'
        ? api.delete<{ message: string }>(path, undefined, options)
        : api.put<{ message: string }>(`${path}/${action}`, undefined, options);
    },
    onSuccess: (_data, { id, action }) => {
      if (action !== 'delete') {
        // The flag changes at once; the refetch below confirms it.
        client.setQueriesData<UsersPage>({ queryKey: queryKeys.admin.users.all }, (old) =>
          old
            ? {
                ...old,
                users: old.users.map((user) =>
                  user._id === id ? { ...user, isBlocked: action === 'block' } : user,
                ),
              }
            : old,
        );
      }
      return client.invalidateQueries({ queryKey: queryKeys.admin.users.all });
    },
  });
}

import { useEffect, useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { FALLBACK, PAGE_TITLES } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { UsersList } from './users-list';
import { USER_ACTION_FALLBACKS, useAdminUsers, useUserAction } from './api/users';
import { usePageParam } from './use-page-param';
import type { UserAction } from './api/users';
import { Updating } from '../../components/updating';

export default function AdminUsersPage() {
  const [page, setPage] = usePageParam();
  const users = useAdminUsers(page);
  const action = useUserAction();
  const { showSuccess, showError } = useMessages();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  // A page emptied by deletions (here or elsewhere) gives way to the one before it.
  const emptiedPage =
    users.data !== undefined && !users.isPlaceholderData && users.data.users.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage(page - 1);
  }, [emptiedPage, page, setPage]);

  const run = (user: AdminUser, kind: UserAction) => {
    action.mutate(
      { id: user._id, action: kind },
      {
        onSuccess: ({ message }) => {
          setToDelete(null);
          if (message) showSuccess(message);
        },
        onError: (error) => {
          setToDelete(null);
          console.error(error);
          showError(messageOf(error, USER_ACTION_FALLBACKS[kind]));
        },
      },
    );
  };

  return (
    <AdminScreen title={PAGE_TITLES.adminUsers}>
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <ErrorText message={messageOf(users.error, FALLBACK.usersFailed)} />
      ) : users.data.users.length === 0 ? (
        <StatusText>{ADMIN_TEXT.noUsers}</StatusText>
      ) : (
        <Updating updating={users.isPlaceholderData}>
          <UsersList users={users.data.users} busy={action.isPending} onAction={run} onDelete={setToDelete} />
          <AdminPagination page={page} totalPages={users.data.totalPages} onPageChange={setPage} />
        </Updating>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={ADMIN_TEXT.deleteUserQuestion}
        message={toDelete ? ADMIN_TEXT.deleteUserNote(toDelete.name, toDelete.email) : undefined}
        cancelLabel={ADMIN_TEXT.cancel}
        confirmLabel={ADMIN_TEXT.delete}
        busy={action.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && run(toDelete, 'delete')}
      />
    </AdminScreen>
  );
}

import { useState } from 'react';
import type { AdminUser } from '../../../contract/admin';
import { ADMIN_TEXT, FALLBACK, PAGE_TITLES } from '../../../contract/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { ErrorText, messageOf, StatusText } from './query-state';
import { ScrollTable, TD, TH } from './scroll-table';
import { USER_ACTION_FALLBACKS, useAdminUsers, useUserAction } from './use-admin-users';
import { usePageParam } from './use-page-param';
import type { UserAction } from './use-admin-users';

const NO_USERS = 'No users found.';
const DELETE_QUESTION = 'Delete this user?';

export default function AdminUsersPage() {
  const [page, setPage] = usePageParam();
  const users = useAdminUsers(page);
  const action = useUserAction();
  const { showSuccess, showError } = useMessages();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  const run = (user: AdminUser, kind: UserAction) => {
    const rowsOnPage = users.data?.users.length ?? 0;
    action.mutate(
      { id: user._id, action: kind },
      {
        onSuccess: ({ message }) => {
          setToDelete(null);
          if (message) showSuccess(message);
          // Deleting the last row of a later page would leave an empty page: step back one.
          if (kind === 'delete' && rowsOnPage === 1 && page > 1) setPage(page - 1);
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
        <StatusText>{NO_USERS}</StatusText>
      ) : (
        <>
          <ScrollTable label={PAGE_TITLES.adminUsers}>
            <thead>
              <tr>
                <th scope="col" className={TH}>
                  Name
                </th>
                <th scope="col" className={TH}>
                  Email
                </th>
                <th scope="col" className={TH}>
                  Role
                </th>
                <th scope="col" className={TH}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user._id}>
                  <td className={`${TD} font-semibold`}>
                    {user.name}
                    {user.isBlocked && (
                      <span className="ml-2 rounded-full bg-coral-100 px-2 py-0.5 text-xs font-bold text-coral-800">
                        Blocked
                      </span>
                    )}
                  </td>
                  <td className={`${TD} break-all`}>{user.email}</td>
                  <td className={`${TD} capitalize`}>{user.role}</td>
                  <td className={TD}>
                    {user.role === 'admin' ? (
                      <span className="text-xs font-semibold text-ink-soft">Admin account</span>
                    ) : (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className="btn-secondary min-h-9 px-4"
                          disabled={action.isPending}
                          aria-label={`${user.isBlocked ? ADMIN_TEXT.unblock : ADMIN_TEXT.block} ${user.name}`}
                          onClick={() => run(user, user.isBlocked ? 'unBlock' : 'block')}
                        >
                          {user.isBlocked ? ADMIN_TEXT.unblock : ADMIN_TEXT.block}
                        </button>
                        <button
                          type="button"
                          className="btn min-h-9 bg-coral-600 px-4 text-white hover:bg-coral-700"
                          disabled={action.isPending}
                          aria-label={`${ADMIN_TEXT.delete} ${user.name}`}
                          onClick={() => setToDelete(user)}
                        >
                          {ADMIN_TEXT.delete}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <AdminPagination page={page} totalPages={users.data.totalPages} onPageChange={setPage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_QUESTION}
        message={
          toDelete
            ? `${toDelete.name} (${toDelete.email}) will be removed with their cart, wishlist and addresses. Their orders stay on record.`
            : undefined
        }
        cancelLabel="Cancel"
        confirmLabel={ADMIN_TEXT.delete}
        busy={action.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && run(toDelete, 'delete')}
      />
    </AdminScreen>
  );
}

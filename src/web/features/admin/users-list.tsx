import type { AdminUser } from '../../../contract/admin';
import { ADMIN_TEXT } from '../../../contract/messages';
import { TD, TH } from './scroll-table';
import type { UserAction } from './use-admin-users';

interface UsersListProps {
  users: AdminUser[];
  busy: boolean;
  onAction: (user: AdminUser, action: Exclude<UserAction, 'delete'>) => void;
  onDelete: (user: AdminUser) => void;
}

function BlockedBadge() {
  return (
    <span className="ml-2 rounded-full bg-coral-100 px-2 py-0.5 text-xs font-bold text-coral-800">
      Blocked
    </span>
  );
}

/** Block/Unblock and Delete; an admin account cannot be touched, so it shows no buttons (the server refuses too). */
function UserActions({
  user,
  busy,
  onAction,
  onDelete,
}: Omit<UsersListProps, 'users'> & { user: AdminUser }) {
  if (user.role === 'admin')
    return <span className="text-xs font-semibold text-ink-soft">Admin account</span>;
  const blockLabel = user.isBlocked ? ADMIN_TEXT.unblock : ADMIN_TEXT.block;
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn-secondary min-h-9 px-4"
        disabled={busy}
        aria-label={`${blockLabel} ${user.name}`}
        onClick={() => onAction(user, user.isBlocked ? 'unBlock' : 'block')}
      >
        {blockLabel}
      </button>
      <button
        type="button"
        className="btn min-h-9 bg-coral-600 px-4 text-white hover:bg-coral-700"
        disabled={busy}
        aria-label={`${ADMIN_TEXT.delete} ${user.name}`}
        onClick={() => onDelete(user)}
      >
        {ADMIN_TEXT.delete}
      </button>
    </div>
  );
}

/** A table from tablet width up, cards on phones. */
export function UsersList({ users, ...actions }: UsersListProps) {
  return (
    <>
      <div className="card hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              {['Name', 'Email', 'Role', 'Actions'].map((heading) => (
                <th key={heading} scope="col" className={TH}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <td className={`${TD} font-semibold`}>
                  {user.name}
                  {user.isBlocked && <BlockedBadge />}
                </td>
                <td className={TD}>{user.email}</td>
                <td className={`${TD} capitalize`}>{user.role}</td>
                <td className={TD}>
                  <UserActions user={user} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden">
        {users.map((user) => (
          <li key={user._id} className="card grid gap-2 p-4">
            <p className="font-semibold">
              {user.name}
              {user.isBlocked && <BlockedBadge />}
            </p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm capitalize">
                <span className="sr-only">Role: </span>
                {user.role}
              </span>
              <UserActions user={user} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

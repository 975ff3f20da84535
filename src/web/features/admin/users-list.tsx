import type { AdminUser } from '../../../contract/admin';
import { ADMIN_TEXT, ROLE_LABELS } from '../../../contract/messages/admin';
import { SCREEN_TEXT } from '../../../contract/messages/storefront-catalog';
import { TableHead, TD } from '../../components/data-table';
import type { UserAction } from './api/users';

interface UsersListProps {
  users: AdminUser[];
  busy: boolean;
  onAction: (user: AdminUser, action: Exclude<UserAction, 'delete'>) => void;
  onDelete: (user: AdminUser) => void;
}

const COLUMNS = [ADMIN_TEXT.name, SCREEN_TEXT.email, ADMIN_TEXT.role, ADMIN_TEXT.actions];

function BlockedBadge() {
  return (
    <span className="whitespace-nowrap rounded-full bg-coral-100 px-2 py-0.5 text-xs font-bold text-coral-800">
      {ADMIN_TEXT.blocked}
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
    return <span className="text-xs font-semibold text-ink-soft">{ADMIN_TEXT.adminAccount}</span>;
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
        <table className="w-full table-fixed text-left text-sm">
          <colgroup>
            <col className="w-[30%]" />
            <col />
            <col className="w-24" />
            <col className="w-56" />
          </colgroup>
          <TableHead columns={COLUMNS} />
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <td className={`${TD} font-semibold`}>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 break-words">
                    {user.name}
                    {user.isBlocked && <BlockedBadge />}
                  </span>
                </td>
                <td className={`${TD} truncate`} title={user.email}>
                  {user.email}
                </td>
                <td className={TD}>{ROLE_LABELS[user.role]}</td>
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
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              {user.name}
              {user.isBlocked && <BlockedBadge />}
            </p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm">
                <span className="sr-only">{ADMIN_TEXT.rolePrefix}</span>
                {ROLE_LABELS[user.role]}
              </span>
              <UserActions user={user} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

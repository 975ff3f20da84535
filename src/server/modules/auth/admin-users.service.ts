import { count, desc, eq } from 'drizzle-orm';
import { type AdminUser } from '../../../contract/admin';
import type { Db } from '../../db/client';
import { paginate } from '../../db/pagination';
import { inTransaction } from '../../db/transaction';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http-error';
import { endAllSessions } from '../../plugins/session';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { ADMIN_MESSAGES } from '../../../contract/messages/admin';

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as AdminUser['role'],
    isBlocked: row.isBlocked,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, page: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(users);
  const { totalPages, currentPage, offset } = paginate(total?.n ?? 0, page, limit);
  const rows = await db
    .select()
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  return {
    users: rows.map(toAdminUser),
    totalPages,
    currentPage,
    successMessage: ADMIN_MESSAGES.usersLoaded,
  };
}

/** A shopper's account; admins (including oneself) are never blocked or deleted from the back office. */
async function shopperAccount(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (user.role === 'admin') throw forbidden(ADMIN_MESSAGES.cannotTouchAdmin);
  return user;
}

/** Blocking ends every session of the user at once; unblocking lets them log in again. */
export async function setBlocked(
  db: Db,
  userId: string,
  isBlocked: boolean,
  actor: AuditActor,
): Promise<AdminUser> {
  const account = await shopperAccount(db, userId);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.update(users).set({ isBlocked }).where(eq(users.id, userId)).returning();
    if (isBlocked) await endAllSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: isBlocked ? 'user.blocked' : 'user.unblocked',
      targetId: userId,
      before: { email: account.email, isBlocked: account.isBlocked },
      after: { email: account.email, isBlocked },
    });
    return toAdminUser(row!);
  });
}

/**
 * Deleting removes the account with its sessions, cart, wishlist and addresses (foreign keys cascade). Orders
 * stay for the shop's books: their user becomes null and they keep the customer's name and e-mail as placed.
 */
export async function deleteUser(db: Db, userId: string, actor: AuditActor): Promise<void> {
  const account = await shopperAccount(db, userId);
  await inTransaction(db, async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.deleted',
      targetId: userId,
      before: { name: account.name, email: account.email, isBlocked: account.isBlocked },
    });
  });
}

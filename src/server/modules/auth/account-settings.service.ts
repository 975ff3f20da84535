import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '../../../contract/language';
import { API_ERROR, AUTH_ERROR } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, unauthorized } from '../../http-error';
import { passwordMatches } from './accounts';
import { clearFailures, takeLoginSlot } from './login.service';
import { hashPassword } from './password';

// Manage Account: the shopper changes their own name, their language, or their password given the current one.

export async function changeName(db: Db, userId: string, name: string) {
  const [user] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  if (!user) throw unauthorized(API_ERROR.unauthenticated);
  return user;
}

/** The storefront language the account's mails are written in from now on. */
export async function changeLanguage(db: Db, userId: string, language: Language): Promise<Language> {
  const [user] = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  if (!user) throw unauthorized(API_ERROR.unauthenticated);
  return user.language;
}

/**
 * The current password is checked within the login's failure budget (ten in fifteen minutes per account), so that a
 * left-open session is no way to guess it. A wrong one answers 400 and changes nothing. The new password ends every
 * other session of the account (a device someone else holds is logged out); this browser's session stays.
 */
export async function changePassword(
  db: Db,
  now: Date,
  user: { id: string; canonicalEmail: string },
  currentSessionId: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await takeLoginSlot(db, user.canonicalEmail, now, undefined);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await passwordMatches(input.currentPassword, row?.hash)))
    throw badRequest(AUTH_ERROR.wrongCurrentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(
        currentSessionId
          ? and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId))
          : eq(sessions.userId, user.id),
      );
  });
  await clearFailures(db, user.canonicalEmail, undefined);
}

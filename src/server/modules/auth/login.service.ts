import { and, count, eq, gt, like, lt } from 'drizzle-orm';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import type { Db, DbOrTx } from '../../db/client';
import type { users } from '../../db/schema';
import { authAttempts, sessions } from '../../db/schema';
import { tooManyRequests, unauthorized } from '../../http-error';
import { createSession, endAllSessions, type NewSession } from '../../plugins/session';
import { findPendingRegistration, findUserByEmail, passwordMatches, type AccountContext } from './accounts';
import { notifyBlockedOwner } from './blocked-notice';
import { lockEmail } from './email-lock';
import { mailRegistrationCode } from './registration.service';
import { findTrustedBrowser, type TrustedBrowser } from './trusted-browsers';
import { inTransaction } from '../../db/transaction';

export const LOGIN_RULES = { windowMs: 15 * 60 * 1000, maxFailures: 10 } as const;
const FAILED_LOGIN = 'login_failed';

/** The failures counted against one budget: the account's shared one, or a trusted browser's own. */
function failureKind(trusted: TrustedBrowser | undefined): string {
  return trusted ? `${FAILED_LOGIN}:${trusted.key}` : FAILED_LOGIN;
}

/*
 * Login, checked one way for every account:
 *   1. A failure is counted BEFORE the password is compared, under a per-e-mail lock: the attempt takes a slot, so
 *      however many requests arrive at once, at most ten are ever compared in fifteen minutes per budget; the rest
 *      are refused with 429, the right password included. A login that succeeds gives its slot back.
 *      A browser that has logged in to the account before (a trusted browser, device cookie) has a budget of its
 *      own; every other browser shares the account's. Guesses from elsewhere never lock the owner's browser out
 *      (docs/decisions/0043-lockout-an-attacker-cannot-aim.md).
 *   2. One scrypt comparison on every path (a dummy hash when there is no account), and one answer for an unknown
 *      e-mail, a wrong password and a blocked account, so nothing tells which addresses have accounts. The owner
 *      of a blocked account who gives the right password is told by mail, not in the answer.
 *   3. The right password of a registration never verified is not a dead end: a new code is mailed.
 */

type LoginResult =
  | { kind: 'loggedIn'; user: typeof users.$inferSelect; session: NewSession }
  | { kind: 'needsVerification'; email: string; codeSent: boolean };

export async function login(
  context: AccountContext,
  input: { email: string; password: string },
  browser: {
    /** This browser's old session, ended by the new one. */
    previousSessionId: string | null;
    /** The device-cookie tokens this browser holds. */
    trustedTokens: string[];
    /** Who this browser is for registration codes (its registration cookie). */
    registrationRequester: () => string;
  },
): Promise<LoginResult> {
  const { db, now } = context;
  const canonical = canonicalEmail(input.email);
  const trusted = await findTrustedBrowser(db, canonical, browser.trustedTokens, now);
  await takeLoginSlot(db, canonical, now, trusted);

  const user = await findUserByEmail(db, input.email);
  const pending = user ? undefined : await findPendingRegistration(db, input.email);
  const ok = await passwordMatches(input.password, user?.passwordHash ?? pending?.passwordHash);
  if (ok && user?.isBlocked) await notifyBlockedOwner(context, user);
  if (!ok || user?.isBlocked) throw unauthorized(AUTH_ERROR.invalidCredentials);

  await clearFailures(db, canonical, trusted);
  if (pending) {
    // The owner proved the password: offer a new code (unless one was mailed in the last 30 seconds), for this
    // browser, carrying the password just proven.
    const request = {
      email: pending.email,
      name: pending.name,
      passwordHash: pending.passwordHash,
      language: pending.language,
    };
    const codeSent = await mailRegistrationCode(context, request, browser.registrationRequester()).then(
      () => true,
      (error: unknown) => {
        if ((error as { statusCode?: number }).statusCode === 429) return false;
        throw error;
      },
    );
    return { kind: 'needsVerification', email: pending.email, codeSent };
  }
  const account = user!;
  // The old session of this browser (if any) ends; expired ones of this user are tidied away.
  if (browser.previousSessionId) await db.delete(sessions).where(eq(sessions.id, browser.previousSessionId));
  await db.delete(sessions).where(and(eq(sessions.userId, account.id), lt(sessions.expiresAt, now)));
  return { kind: 'loggedIn', user: account, session: await createSession(db, account.id, now) };
}

/**
 * Counts this attempt as a failure up front, or refuses it when its budget is used up. A password change asks for
 * the current password through the same budget, so it is no side door for guessing.
 */
export async function takeLoginSlot(
  db: Db,
  canonical: string,
  now: Date,
  trusted: TrustedBrowser | undefined,
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_RULES.windowMs);
  const kind = failureKind(trusted);
  return inTransaction(db, async (tx) => {
    await lockEmail(tx, 'login', canonical);
    const [failed] = await tx
      .select({ n: count() })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.email, canonical),
          eq(authAttempts.kind, kind),
          gt(authAttempts.createdAt, windowStart),
        ),
      );
    if ((failed?.n ?? 0) >= LOGIN_RULES.maxFailures) throw tooManyRequests(AUTH_ERROR.tooManyLogins);
    // Older failures no longer count: tidy them while the e-mail is locked anyway.
    await tx
      .delete(authAttempts)
      .where(
        and(
          eq(authAttempts.email, canonical),
          like(authAttempts.kind, `${FAILED_LOGIN}%`),
          lt(authAttempts.createdAt, windowStart),
        ),
      );
    await tx.insert(authAttempts).values({ email: canonical, kind, createdAt: now });
  });
}

/** A right password forgives the failures of the budget it was given from. */
export async function clearFailures(
  db: DbOrTx,
  canonical: string,
  trusted: TrustedBrowser | undefined,
): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.email, canonical), eq(authAttempts.kind, failureKind(trusted))));
}

/** A new password set by a verified reset code forgives every budget's failures: the owner is let in, the lock is gone. */
export async function clearAllFailures(db: DbOrTx, canonical: string): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.email, canonical), like(authAttempts.kind, `${FAILED_LOGIN}%`)));
}

/** Logout ends every session of the user, on every device. */
export async function logout(db: DbOrTx, userId: string): Promise<void> {
  await endAllSessions(db, userId);
}

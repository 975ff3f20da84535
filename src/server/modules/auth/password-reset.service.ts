import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import { passwordResetGrants, users } from '../../db/schema';
import { unauthorized } from '../../http-error';
import { endAllSessions, hashToken } from '../../plugins/session';
import { findUserByEmail, issueAndMail, type AccountContext } from './accounts';
import { otpMail } from './auth.mail';
import { clearAllFailures } from './login.service';
import { findTrustedBrowser } from './trusted-browsers';
import { consumeCode } from './otp';
import { hashPassword } from './password';
import { inTransaction } from '../../db/transaction';

/*
 * Forgotten password: a code mailed to the account's inbox, then a one-time permission (a random token the route
 * keeps in an httpOnly cookie for one browser) to set a new password.
 *
 * An address without an account is answered exactly alike: the request is counted, a code is stored (that nobody
 * receives), so wrong codes answer 'Invalid OTP' and the limits answer the same way for both.
 */

const RESET_GRANT_MS = 10 * 60 * 1000;

/**
 * A browser the account trusts (it logged in before) asks with a budget and a code of its own: the hourly cap and
 * the cooldown that many requests from elsewhere run into may delay those, never the owner's own reset, and another
 * browser's request never retires the owner's code.
 */
export async function requestPasswordReset(
  context: AccountContext,
  email: string,
  trustedTokens: string[],
): Promise<void> {
  const account = await findUserByEmail(context.db, email);
  const trusted = account
    ? await findTrustedBrowser(context.db, account.canonicalEmail, trustedTokens, context.now)
    : undefined;
  await issueAndMail(
    context,
    email,
    'reset',
    (code) => (account ? otpMail(account.email, account.name, code, 'reset', account.language) : null),
    { code: trusted ? { requester: trusted.key, budget: trusted.key } : {} },
  );
}

interface ResetGrant {
  token: string;
  expiresAt: Date;
}

/** The right code grants a 10-minute, single-use permission to set a new password for this inbox. */
export async function verifyResetCode(
  context: AccountContext,
  input: { email: string; otp: string },
  trustedTokens: string[],
): Promise<ResetGrant> {
  const { db, now } = context;
  const canonical = canonicalEmail(input.email);
  const trusted = await findTrustedBrowser(db, canonical, trustedTokens, now);
  await consumeCode(db, canonical, 'reset', input.otp, now, trusted?.key ?? null);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_GRANT_MS);
  await db
    .insert(passwordResetGrants)
    .values({ email: canonical, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Sets the new password with the permission's token; every session of the account ends, every failed login is
 * forgiven (the lock is gone), and the caller trusts this browser, which proved the inbox, so its owner's next
 * login has a budget of its own even while someone keeps guessing.
 */
export async function resetPassword(
  context: AccountContext,
  input: { email: string; password: string; grantToken: string | undefined },
): Promise<void> {
  const { db, now } = context;
  if (!input.grantToken) throw unauthorized(AUTH_ERROR.resetNotAllowed);
  const canonical = canonicalEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, async (tx) => {
    const [grant] = await tx
      .update(passwordResetGrants)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetGrants.tokenHash, hashToken(input.grantToken!)),
          eq(passwordResetGrants.email, canonical),
          isNull(passwordResetGrants.usedAt),
          gt(passwordResetGrants.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetGrants.id });
    if (!grant) throw unauthorized(AUTH_ERROR.resetNotAllowed);
    const account = await findUserByEmail(tx, input.email);
    if (!account) throw unauthorized(AUTH_ERROR.resetNotAllowed);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    await endAllSessions(tx, account.id);
    await clearAllFailures(tx, canonical);
  });
}

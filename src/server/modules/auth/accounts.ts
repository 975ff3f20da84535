import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalEmail, type AccountUser, type User } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import type { Db, DbOrTx } from '../../db/client';
import { pendingRegistrations, users } from '../../db/schema';
import { type HttpError, serviceUnavailable } from '../../http-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { SessionUser } from '../../plugins/session';
import { issueCode, withdrawCode, type IssueOptions, type OtpPurpose } from './otp';
import { hashPassword, verifyPassword } from './password';

// What the account services share: how an account is found by e-mail, how a password is compared, how a code is
// mailed. The services take the database and plain values; the routes do HTTP (cookies, status codes).

/** What every account service needs: the database, the mailer, the time of the request and a logger. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  log: FastifyBaseLogger;
}

type UserRow = Pick<SessionUser, 'id' | 'name' | 'email' | 'isBlocked' | 'language'> & { role: string };

export function toUserJson(user: UserRow): AccountUser {
  const role = user.role as User['role'];
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role,
    isBlocked: user.isBlocked,
    language: user.language,
  };
}

/** The account of an inbox, whichever way its address is typed (dots, +tag, case). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.canonicalEmail, canonicalEmail(email)))
    .limit(1);
  return user;
}

export async function findPendingRegistration(db: DbOrTx, email: string) {
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.canonicalEmail, canonicalEmail(email)))
    .limit(1);
  return pending;
}

/** Compared against when there is no stored hash, so an unknown e-mail costs the same scrypt time. */
const DUMMY_HASH = hashPassword('not-a-real-password-Aa1!');

/** One way of checking a password: always one scrypt comparison, whether or not there is an account. */
export async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
  const ok = await verifyPassword(password, storedHash ?? (await DUMMY_HASH));
  return ok && storedHash !== undefined;
}

function mailFailed(): HttpError {
  return serviceUnavailable(AUTH_ERROR.mailFailed);
}

/**
 * Counts the request against the e-mail's code limits (429 past them) and stores a new code (with `code`'s requester,
 * budget and registration request), runs `beforeMail`,
 * then mails what `compose` makes of the code; `compose` returning null mails nothing (an e-mail without an
 * account). A mail that could not be sent withdraws the code and the count, runs `undo`, and throws 503, so the
 * shopper may try again at once.
 */
export async function issueAndMail(
  context: AccountContext,
  email: string,
  purpose: OtpPurpose,
  compose: (code: string) => MailMessage | null,
  steps: { beforeMail?: () => Promise<void>; undo?: () => Promise<void>; code?: IssueOptions } = {},
): Promise<void> {
  const issued = await issueCode(context.db, canonicalEmail(email), purpose, context.now, steps.code);
  await steps.beforeMail?.();
  const message = compose(issued.code);
  if (!message) return;
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.log.warn({ err: error }, `could not send a ${purpose} e-mail`);
    await withdrawCode(context.db, issued);
    await steps.undo?.();
    throw mailFailed();
  }
}

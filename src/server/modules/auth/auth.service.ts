import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../contract/auth';
import { API_ERROR, AUTH_ERROR, SUCCESS } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { authAttempts, passwordResetGrants, pendingRegistrations, sessions, users } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../http-error';
import {
  clearSessionCookie,
  endAllSessions,
  hashToken,
  secureCookies,
  startSession,
  type SessionUser,
} from '../../plugins/session';
import { otpMail } from './auth.mail';
import { consumeCode, issueCode, withdrawCode, type OtpPurpose } from './otp';
import { hashPassword, verifyPassword } from './password';

export const RESET_COOKIE = 'lh_reset';
const RESET_GRANT_MS = 10 * 60 * 1000;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN = 'login_failed';

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('not-a-real-password-Aa1!');

type UserRow = Pick<SessionUser, 'id' | 'name' | 'email' | 'role' | 'isBlocked'>;

export function toUserJson(user: UserRow): User {
  return { _id: user.id, name: user.name, email: user.email, role: user.role, isBlocked: user.isBlocked };
}

function mailFailed(): HttpError {
  return new HttpError(503, AUTH_ERROR.mailFailed);
}

async function sendCode(
  request: FastifyRequest,
  email: string,
  name: string | null,
  purpose: OtpPurpose,
): Promise<boolean> {
  const { database, mailer, now } = request.server.deps;
  const issued = await issueCode(database.db, email, purpose, now());
  try {
    await mailer.send(otpMail(email, name, issued.code, purpose));
    return true;
  } catch (error) {
    request.log.warn({ err: error }, 'could not send a code e-mail');
    await withdrawCode(database.db, issued);
    return false;
  }
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function register(
  request: FastifyRequest,
  input: { name: string; email: string; password: string },
): Promise<{ message: string; email: string }> {
  const { database, mailer, now } = request.server.deps;
  const db = database.db;
  if (await findUserByEmail(db, input.email)) throw conflict(AUTH_ERROR.emailTaken);
  const passwordHash = await hashPassword(input.password);
  // The limits are checked before anything is stored, so a refused request changes nothing.
  const issued = await issueCode(db, input.email, 'register', now());
  await db
    .insert(pendingRegistrations)
    .values({ email: input.email, name: input.name, passwordHash, createdAt: now() })
    .onConflictDoUpdate({
      target: pendingRegistrations.email,
      set: { name: input.name, passwordHash, createdAt: now() },
    });
  try {
    await mailer.send(otpMail(input.email, input.name, issued.code, 'register'));
  } catch (error) {
    request.log.warn({ err: error }, 'could not send a registration code');
    // A mail that could not be sent leaves no half-made registration behind.
    await withdrawCode(db, issued);
    await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, input.email));
    throw mailFailed();
  }
  return { message: SUCCESS.redirectingToOtp, email: input.email };
}

export async function resendRegistrationOtp(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server.deps.database;
  const [pending] = await db
    .select({ name: pendingRegistrations.name })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, email));
  if (!pending) throw badRequest(AUTH_ERROR.noPendingRegistration);
  if (!(await sendCode(request, email, pending.name, 'register'))) throw mailFailed();
}

export async function verifyRegistration(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; otp: string },
): Promise<User> {
  const { database, now } = request.server.deps;
  const [pending] = await database.db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, input.email));
  if (!pending) throw badRequest(AUTH_ERROR.noPendingRegistration);
  await consumeCode(database.db, input.email, 'register', input.otp, now());
  const user = await database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: pending.name, email: pending.email, passwordHash: pending.passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, input.email));
    if (!created) throw conflict(AUTH_ERROR.emailTaken);
    await startSession(request, reply, tx, created.id);
    return created;
  });
  return toUserJson({ ...user, role: user.role as User['role'] });
}

export async function login(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<User> {
  const { database, now } = request.server.deps;
  const db = database.db;
  const at = now();
  const [failed] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.email, input.email),
        eq(authAttempts.kind, FAILED_LOGIN),
        gt(authAttempts.createdAt, new Date(at.getTime() - LOGIN_WINDOW_MS)),
      ),
    );
  if ((failed?.n ?? 0) >= MAX_FAILED_LOGINS) throw tooManyRequests(AUTH_ERROR.tooManyLogins);

  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user || !ok) {
    await db.insert(authAttempts).values({ email: input.email, kind: FAILED_LOGIN, createdAt: at });
    throw unauthorized(AUTH_ERROR.invalidCredentials);
  }
  if (user.isBlocked) throw forbidden(API_ERROR.blocked);

  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.email, input.email), eq(authAttempts.kind, FAILED_LOGIN)));
  // The old session of this browser (if any) ends; expired ones of this user are tidied away.
  if (request.sessionId) await db.delete(sessions).where(eq(sessions.id, request.sessionId));
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, at)));
  await startSession(request, reply, db, user.id);
  return toUserJson({ ...user, role: user.role as User['role'] });
}

export async function logout(request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<void> {
  await endAllSessions(request.server.deps.database.db, user.id);
  clearSessionCookie(request, reply);
}

/** Always the same answer, whether or not the e-mail has an account. */
export async function requestPasswordReset(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server.deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) {
    // Counted like a real request, so the limits answer the same way for unknown e-mails.
    await issueCode(db, email, 'reset', request.server.deps.now(), false);
    return;
  }
  if (!(await sendCode(request, email, user.name, 'reset'))) throw mailFailed();
}

function resetCookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/user',
    secure: secureCookies(request.server.deps.config),
  };
}

export async function verifyResetCode(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; otp: string },
): Promise<void> {
  const { database, now } = request.server.deps;
  await consumeCode(database.db, input.email, 'reset', input.otp, now());
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now().getTime() + RESET_GRANT_MS);
  await database.db
    .insert(passwordResetGrants)
    .values({ email: input.email, tokenHash: hashToken(token), expiresAt, createdAt: now() });
  reply.setCookie(RESET_COOKIE, token, { ...resetCookieOptions(request), expires: expiresAt });
}

export async function resetPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<void> {
  const { database, now } = request.server.deps;
  const token = request.cookies[RESET_COOKIE];
  if (!token) throw unauthorized(AUTH_ERROR.resetNotAllowed);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  await database.db.transaction(async (tx) => {
    const [grant] = await tx
      .update(passwordResetGrants)
      .set({ usedAt: at })
      .where(
        and(
          eq(passwordResetGrants.tokenHash, hashToken(token)),
          eq(passwordResetGrants.email, input.email),
          isNull(passwordResetGrants.usedAt),
          gt(passwordResetGrants.expiresAt, at),
        ),
      )
      .returning({ id: passwordResetGrants.id });
    if (!grant) throw unauthorized(AUTH_ERROR.resetNotAllowed);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, input.email))
      .returning({ id: users.id });
    if (!user) throw unauthorized(AUTH_ERROR.resetNotAllowed);
    await endAllSessions(tx, user.id);
    await tx
      .delete(authAttempts)
      .where(and(eq(authAttempts.email, input.email), eq(authAttempts.kind, FAILED_LOGIN)));
  });
  reply.clearCookie(RESET_COOKIE, resetCookieOptions(request));
  // The password changed, so this browser's session (if any) has ended too.
  clearSessionCookie(request, reply);
}

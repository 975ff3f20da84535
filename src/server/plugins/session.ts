import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../contract/language';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../contract/constants';
import { API_ERROR } from '../../contract/messages';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http-error';
import { DAY_MS } from '../../contract/dates';

/*
 * Sessions: an opaque random token in an httpOnly cookie; the database keeps only its SHA-256.
 *
 * On every /api request but the catalog's public reads the session plugin reads the cookie and sets
 * `request.user` from the session record joined with the users table, so role and isBlocked always come from the
 * database, never from the client. Login is checked one way: a route plugin serves one audience and guards all its
 * routes at once, before the body is read:
 *
 *   export const cartRoutes = async (app) => { app.addHook('onRequest', requireUser); ... }
 *   export const adminRoutes = async (app) => { app.addHook('onRequest', requireAdmin); ... }
 *
 * requireUser: 401 API_ERROR.unauthenticated without a live session; a blocked user gets 403
 * API_ERROR.blocked and all their sessions end. requireAdmin: the same, then 403 API_ERROR.forbidden for a
 * shopper. After either, `request.user` is set (use `currentUser(request)` for a non-null value).
 */

export const SESSION_COOKIE = 'lh_session';
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  isBlocked: boolean;
  language: Language;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user read from the database for this request, or null. */
    user: SessionUser | null;
    /** The id of the session record the cookie named, or null. */
    sessionId: string | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The route pattern Fastify matched (decoded and normalised), never the raw URL a client may have encoded. */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/** Secure cookies need HTTPS; the built shop served over plain http on 127.0.0.1 must still work. */
export function secureCookies(config: Config): boolean {
  return config.env === 'production' && config.publicUrl.startsWith('https://');
}

export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  // Read on every logged-in request: prepared once (db/prepared.ts).
  const sessionUser = app.deps.database.db
    .select({
      sessionId: sessions.id,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isBlocked: users.isBlocked,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user');
  app.addHook('onRequest', async (request) => {
    // The catalog's reads (`cachedRead`) answer the same to every visitor, logged in or not, so who asks cannot
    // change them: they do not read the session, and meet a visitor's limits whoever asks.
    if (!isApiRoute(request) || request.routeOptions.config.cachedRead) return;
    const token = request.cookies[SESSION_COOKIE];
    // Tokens are 43 base64url characters; anything else cannot match and costs no query.
    if (!token || !/^[\w-]{43}$/.test(token)) return;
    const [row] = await sessionUser.execute({ tokenHash: hashToken(token), now: app.deps.now() });
    if (!row) return;
    const { sessionId, ...user } = row;
    request.sessionId = sessionId;
    request.user = { ...user, role: user.role as Role };
  });
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Stores a session with a fresh random token; the caller hands the token to the browser (setSessionCookie). */
export async function createSession(db: DbOrTx, userId: string, now: Date): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  { token, expiresAt }: NewSession,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(request.server.deps.config),
  });
}

/** Ends every session of the user at once (logout, password reset, block). */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** preHandler: a logged-in, unblocked user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = request.user;
  if (!user) {
    // A cookie naming no live session (expired, logged out elsewhere) is dropped.
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
    throw unauthorized(API_ERROR.unauthenticated);
  }
  if (user.isBlocked) {
    await endAllSessions(request.server.deps.database.db, user.id);
    request.user = null;
    clearSessionCookie(request, reply);
    throw forbidden(API_ERROR.blocked);
  }
}

/** preHandler: a logged-in, unblocked admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') throw forbidden(API_ERROR.forbidden);
}

/** The user set by requireUser/requireAdmin; throws 401 if a route forgot the preHandler. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(API_ERROR.unauthenticated);
  return request.user;
}

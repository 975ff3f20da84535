import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, hashToken } from '../plugins/session';
import { createUser } from './fixtures';
import { CookieJar, type TestApp } from './harness';

/** A browser already logged in as the user: a session row and its cookie, without the login round trip. */
export async function browserOf(t: TestApp, userId: string): Promise<CookieJar> {
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
  const jar = new CookieJar(() => t.app as FastifyInstance);
  jar.set(SESSION_COOKIE, token);
  return jar;
}

/** A new shopper (or admin) and a browser logged in as them. */
export async function loggedIn(t: TestApp, role: 'user' | 'admin' = 'user') {
  const user = await createUser(t.database.db, { role, name: role === 'admin' ? 'Shop Admin' : 'Asha Rao' });
  return { user, browser: await browserOf(t, user.id) };
}

import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR } from '../../contract/messages';
import { registerErrorHandler } from './error-handler';
import { users } from '../db/schema';
import { loggedInAdmin, registeredUser } from '../test/auth-helpers';
import { useTestApp } from '../test/harness';
import { currentUser, registerSession, requireAdmin, requireUser, SESSION_COOKIE } from './session';

describe('requireUser and requireAdmin', () => {
  const t = useTestApp();
  let probe: FastifyInstance;

  // A small app with the same deps and session plugin, and two routes guarded the way other modules do it.
  beforeAll(async () => {
    probe = Fastify();
    probe.decorate('deps', t.app.deps);
    registerErrorHandler(probe);
    await probe.register(cookie);
    registerSession(probe);
    probe.get('/api/shopper', { preHandler: requireUser }, async (request) => ({
      id: currentUser(request).id,
    }));
    probe.get('/api/admin-only', { preHandler: requireAdmin }, async () => ({ ok: true }));
    // Who the hook found, on an ordinary route and on a catalog read (which answers the same to everyone).
    probe.get('/api/who', async (request) => ({ user: request.user?.id ?? null }));
    probe.get('/api/catalog-read', { config: { cachedRead: true } }, async (request) => ({
      user: request.user?.id ?? null,
    }));
    await probe.ready();
  });
  afterAll(() => probe.close());

  const get = (url: string, token?: string) =>
    probe.inject({ method: 'GET', url, ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}) });

  it('anonymous: 401 on both', async () => {
    for (const url of ['/api/shopper', '/api/admin-only']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: API_ERROR.unauthenticated });
    }
  });

  it('a shopper passes requireUser and gets 403 from requireAdmin', async () => {
    const { jar, userId } = await registeredUser(t);
    const token = jar.get(SESSION_COOKIE)!;
    expect((await get('/api/shopper', token)).json()).toEqual({ id: userId });
    const admin = await get('/api/admin-only', token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: API_ERROR.forbidden });
  });

  it('an admin passes both; the role is read from the database on every request', async () => {
    const email = 'probe.admin@gmail.com';
    const jar = await loggedInAdmin(t, email);
    const token = jar.get(SESSION_COOKIE)!;
    expect((await get('/api/admin-only', token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, email));
    expect((await get('/api/admin-only', token)).statusCode).toBe(403);
  });

  it('does not read the session for a catalog read, which answers the same to everyone', async () => {
    const { jar, userId } = await registeredUser(t);
    const token = jar.get(SESSION_COOKIE)!;
    expect((await get('/api/who', token)).json()).toEqual({ user: userId });
    expect((await get('/api/catalog-read', token)).json()).toEqual({ user: null });
  });
});

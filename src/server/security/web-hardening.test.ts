import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password';
import { SESSION_COOKIE } from '../plugins/session';
import { createUser } from '../test/fixtures';
import { useTestApp } from '../test/harness';

// The shop as it runs in production behind HTTPS: cookie flags, cross-site refusals, security headers.
describe('web hardening in production', () => {
  // A public shop must name its admin (config.ts).
  const t = useTestApp({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.littlehope.in',
    ADMIN_EMAIL: 'owner@gmail.com',
    ADMIN_PASSWORD: 'Owner@2025',
  });

  it('sets the session cookie httpOnly, SameSite=Lax and Secure', async () => {
    await createUser(t.database.db, {
      email: 'asha@gmail.com',
      passwordHash: await hashPassword('Secret@123'),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'asha@gmail.com', password: 'Secret@123' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  });

  it('refuses every state-changing API route from a foreign origin, before doing anything', async () => {
    const stateChanging = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'GET');
    expect(stateChanging.length).toBeGreaterThan(20);
    for (const route of stateChanging) {
      for (const origin of ['https://evil.example', 'null', 'https://shop.littlehope.in.evil.example']) {
        const response = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
          headers: { origin, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(response.statusCode, `${route.method} ${route.url} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
      }
    }
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'https://shop.littlehope.in' },
      payload: { email: 'nobody@gmail.com', password: 'Secret@123' },
    });
    expect(sameSite.statusCode).toBe(401);
  });

  it('sends strict security headers on API answers too: the JSON set, which allows nothing to load or frame', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeTruthy();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

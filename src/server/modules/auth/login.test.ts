import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERROR, AUTH_ERROR, SUCCESS } from '../../../contract/messages';
import { BLOCKED_ACCOUNT_MAIL } from '../../../contract/messages/mails';
import { SHOP } from '../../../contract/shop-info';
import { sessions, users } from '../../db/schema';
import { ensureAdmin } from '../../seed/bootstrap';
import { SESSION_COOKIE } from '../../plugins/session';
import { useTestApp } from '../../test/harness';
import {
  authCalls,
  FORBIDDEN_TEXT,
  lastCode,
  PASSWORD,
  pendingRegistration,
  registeredUser,
  uniqueEmail,
} from '../../test/auth-helpers';
import { LOGIN_RULES } from './login.service';
import { OTP_RULES } from './otp';

// Login and sessions: one way of checking a password, failures counted per e-mail before the check.

describe('login and sessions', () => {
  const t = useTestApp();
  const { jar, post } = authCalls(t);

  it('logs in with a new token each time; wrong e-mail and wrong password answer alike', async () => {
    const { email, jar: first } = await registeredUser(t);
    const oldToken = first.get(SESSION_COOKIE);
    const browser = jar();
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ` ${email.toUpperCase()}`, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SUCCESS.loggedIn);
    expect(response.json().user.email).toBe(email);
    expect(response.body).not.toMatch(FORBIDDEN_TEXT);
    expect(browser.get(SESSION_COOKIE)).toBeTruthy();
    expect(browser.get(SESSION_COOKIE)).not.toBe(oldToken);

    const wrongPassword = await post('/api/user/login', { email, password: 'Wrong@1234' });
    const unknown = await post('/api/user/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: AUTH_ERROR.invalidCredentials });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('GET /user/me is 401 without a session or with a forged cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: API_ERROR.unauthenticated });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      cookies: { [SESSION_COOKIE]: 'a'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('allows 10 failed logins per e-mail in 15 minutes, then answers 429', async () => {
    const { email } = await registeredUser(t);
    for (let i = 0; i < 10; i += 1) {
      const response = await post('/api/user/login', { email, password: 'Wrong@1234' });
      expect(response.statusCode).toBe(401);
    }
    const locked = await post('/api/user/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_ERROR.tooManyLogins);
    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await post('/api/user/login', { email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('logout ends every session of the user', async () => {
    const { email, jar: phone } = await registeredUser(t);
    const laptop = jar();
    await laptop.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    const oldCookie = phone.get(SESSION_COOKIE)!;
    const out = await phone.request({ method: 'GET', url: '/api/user/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: SUCCESS.loggedOut });
    expect(phone.get(SESSION_COOKIE)).toBeUndefined();
    for (const cookie of [oldCookie, laptop.get(SESSION_COOKIE)!]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(me.statusCode).toBe(401);
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/user/logout' });
    expect(again.statusCode).toBe(401);
  });

  it('a blocked user cannot log in, and their open sessions end', async () => {
    const { email, jar: browser, userId } = await registeredUser(t);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
    const me = await browser.request({ method: 'GET', url: '/api/user/me' });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ message: API_ERROR.blocked });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
    });
    expect(after.statusCode).toBe(401);
    // The right password of a blocked account answers like a wrong one: no oracle for passwords that work.
    const right = await post('/api/user/login', { email, password: PASSWORD });
    const wrong = await post('/api/user/login', { email, password: 'Wrong@1234' });
    expect([right.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(right.json()).toEqual({ message: AUTH_ERROR.invalidCredentials });
    expect(wrong.json()).toEqual(right.json());
    // Only the right password tells the owner, by mail, that the account is blocked and whom to ask; once an hour.
    await expect.poll(() => blockedMails().length).toBe(1);
    expect(blockedMails()[0]?.text).toContain(SHOP.supportEmail);
    await post('/api/user/login', { email, password: 'Wrong@1234' });
    await post('/api/user/login', { email, password: PASSWORD });
    expect(blockedMails()).toHaveLength(1);

    function blockedMails() {
      return t.mailbox.messages.filter(
        (mail) => mail.to === email && mail.subject === BLOCKED_ACCOUNT_MAIL.subject,
      );
    }
  });

  it('the old cookie is 401 once a blocked user’s sessions have ended', async () => {
    const { jar: browser, userId } = await registeredUser(t);
    const token = browser.get(SESSION_COOKIE)!;
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
    await browser.request({ method: 'GET', url: '/api/user/me' });
    const reuse = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('deleting a user ends their sessions', async () => {
    const { jar: browser, userId } = await registeredUser(t);
    await t.database.db.delete(users).where(eq(users.id, userId));
    const me = await browser.request({ method: 'GET', url: '/api/user/me' });
    expect(me.statusCode).toBe(401);
  });

  it('sessions last 30 days', async () => {
    const { jar: browser } = await registeredUser(t);
    t.clock.advance(29 * 86_400_000);
    expect((await browser.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
    t.clock.advance(1 * 86_400_000 + 60_000);
    expect((await browser.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
  });

  it('an admin logs in with role admin', async () => {
    await ensureAdmin(t.database.db, { email: 'Boss@gmail.com', password: 'Admin@123' });
    const response = await post('/api/user/login', { email: 'boss@gmail.com', password: 'Admin@123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await post(
      '/api/user/login',
      { email: 'boss@gmail.com', password: 'Admin@123' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_ERROR.foreignOrigin });
    expect(response.cookies).toEqual([]);
  });

  it('locks an e-mail atomically: 60 logins at once, the right one 45th, are never all compared', async () => {
    // The attack: 59 wrong passwords and the right one sent together. Counting after the hash let every one be
    // compared and the right one log in; now each attempt takes a slot first, so at most ten are compared.
    const { email } = await registeredUser(t);
    const attempts = Array.from({ length: 60 }, (_, i) => (i === 44 ? PASSWORD : `Wrong@${1000 + i}`));
    const answers = await Promise.all(
      attempts.map((password) => post('/api/user/login', { email, password })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LOGIN_RULES.maxFailures);
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(LOGIN_RULES.maxFailures);
    // Once locked, the right password is refused too.
    const locked = await post('/api/user/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_ERROR.tooManyLogins);
  });

  it('counts an e-mail’s failures whatever spelling of the inbox is used', async () => {
    const { email } = await registeredUser(t);
    const [local] = email.split('@');
    for (let i = 0; i < LOGIN_RULES.maxFailures; i += 1) {
      const spelling = `${local}+${i}@gmail.com`.toUpperCase();
      expect((await post('/api/user/login', { email: spelling, password: 'Wrong@1234' })).statusCode).toBe(
        401,
      );
    }
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('the right password of a registration never verified offers a new code instead of a dead end', async () => {
    const { email } = await pendingRegistration(t);
    // The owner, in another browser than the one she registered in.
    const browser = jar();
    const wrong = await post('/api/user/login', { email, password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_ERROR.invalidCredentials });

    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const before = t.mailbox.messages.length;
    const right = await browser.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: AUTH_ERROR.notVerified, needsVerification: true, email });
    expect(right.cookies.map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
    expect(t.mailbox.messages.length).toBe(before + 1);
    // The new code finishes the registration, in the browser it was mailed for.
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: lastCode(t, email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.email).toBe(email);
    // Within the cooldown it still says so, without another mail.
    const { email: other } = await pendingRegistration(t);
    const soon = await post('/api/user/login', { email: other, password: PASSWORD });
    expect(soon.json()).toEqual({
      message: AUTH_ERROR.notVerifiedWait,
      needsVerification: true,
      email: other,
    });
  });
});

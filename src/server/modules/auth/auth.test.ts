import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERROR, AUTH_ERROR, SUCCESS, VALIDATION } from '../../../contract/messages';
import { otpCodes, pendingRegistrations, sessions, users } from '../../db/schema';
import { bootstrapData, DEMO_ADMIN, ensureAdmin } from '../../db/seed/bootstrap';
import { dashboardFigures } from '../admin/dashboard.service';
import { loadConfig } from '../../config';
import { SESSION_COOKIE } from '../../plugins/session';
import { CookieJar, useTestApp } from '../../test/harness';
import { lastCode, PASSWORD, registeredUser, uniqueEmail } from '../../test/auth-helpers';
import { OTP_RULES } from './otp';

const FORBIDDEN_TEXT = /password_?hash|passwordHash|scrypt\$|code_?hash|codeHash|"otp"/i;

describe('accounts', () => {
  const t = useTestApp();
  const jar = () => new CookieJar(() => t.app);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('registration', () => {
    it('validates every field with the spec messages', async () => {
      const response = await post('/api/user/register', {
        name: ' ',
        email: 'asha@yahoo.com',
        password: 'weakpass',
        confirmPassword: 'other',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: VALIDATION.nameRequired,
        email: VALIDATION.emailGmail,
        password: VALIDATION.passwordRule,
        confirmPassword: VALIDATION.passwordsDoNotMatch,
      });
      const mismatch = await post('/api/user/register', {
        name: 'Asha',
        email: 'asha@gmail.com',
        password: PASSWORD,
        confirmPassword: 'Secret@124',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({ confirmPassword: VALIDATION.passwordsDoNotMatch });
      const empty = await post('/api/user/register', {});
      expect(empty.json().errors).toMatchObject({
        name: VALIDATION.nameRequired,
        email: VALIDATION.emailRequired,
        password: VALIDATION.passwordRequired,
        confirmPassword: VALIDATION.confirmRequired,
      });
    });

    it('creates the account only after the e-mailed code, and logs the user in', async () => {
      const email = uniqueEmail();
      const response = await post('/api/user/register', {
        name: ' Asha Rao ',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SUCCESS.redirectingToOtp, email });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

      const mail = t.mailbox.lastTo(email)!;
      expect(mail.subject).toContain('LittleHope');
      expect(mail.text).toContain('LittleHope');
      const code = lastCode(t, email);
      expect(mail.html).toContain(code);
      const [stored] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      expect(stored!.codeHash).not.toContain(code);

      const browser = jar();
      const verified = await browser.request({
        method: 'POST',
        url: '/api/user/verify-otp',
        payload: { email: email.toUpperCase(), otp: code },
      });
      expect(verified.statusCode).toBe(200);
      const body = verified.json();
      expect(body.message).toBe(SUCCESS.registered);
      expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'isBlocked', 'name', 'role']);
      expect(body.user).toMatchObject({ name: 'Asha Rao', email, role: 'user', isBlocked: false });
      expect(verified.body).not.toMatch(FORBIDDEN_TEXT);

      const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.path).toBe('/');
      expect(cookie.secure).toBeFalsy();
      const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThan(30.1);

      const me = await browser.request({ method: 'GET', url: '/api/user/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: body.user });
      const profile = await browser.request({ method: 'GET', url: '/api/user/profile' });
      expect(profile.json()).toEqual({ user: body.user });
      expect(
        await t.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
      ).toEqual([]);

      // The code was single use.
      const again = await post('/api/user/verify-otp', { email, otp: code });
      expect(again.statusCode).toBe(400);
    });

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      const { email } = await registeredUser(t);
      const response = await post('/api/user/register', {
        name: 'Other',
        email: email.toUpperCase(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(AUTH_ERROR.emailTaken);
    });

    it('validates the OTP format', async () => {
      const empty = await post('/api/user/verify-otp', { email: uniqueEmail(), otp: '' });
      expect(empty.json().errors).toEqual({ otp: VALIDATION.otpRequired });
      const bad = await post('/api/user/verify-otp', { email: uniqueEmail(), otp: '12a456' });
      expect(bad.json().errors).toEqual({ otp: VALIDATION.otpFormat });
    });

    it('kills a code after 5 wrong tries', async () => {
      const email = uniqueEmail();
      await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
      const code = lastCode(t, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= OTP_RULES.maxWrongTries; i += 1) {
        const response = await post('/api/user/verify-otp', { email, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          i < OTP_RULES.maxWrongTries ? AUTH_ERROR.otpInvalid : AUTH_ERROR.otpTooManyAttempts,
        );
      }
      const right = await post('/api/user/verify-otp', { email, otp: code });
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(AUTH_ERROR.otpTooManyAttempts);
    });

    it('accepts a right code only once, even in parallel', async () => {
      const email = uniqueEmail();
      await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
      const otp = lastCode(t, email);
      const answers = await Promise.all([1, 2, 3].map(() => post('/api/user/verify-otp', { email, otp })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });

    it('expires a code after 10 minutes', async () => {
      const email = uniqueEmail();
      await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
      const code = lastCode(t, email);
      t.clock.advance(OTP_RULES.validityMs + 1000);
      const response = await post('/api/user/verify-otp', { email, otp: code });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_ERROR.otpExpired);
    });

    it('resends with a 30-second cooldown, at most 5 codes an hour, and only the newest code works', async () => {
      const email = uniqueEmail();
      await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
      const first = lastCode(t, email);
      const tooSoon = await post('/api/user/resendOtp', { email });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds? before requesting another OTP\.$/);

      for (let sent = 2; sent <= OTP_RULES.maxSendsPerHour; sent += 1) {
        t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
        const response = await post('/api/user/resendOtp', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: SUCCESS.otpResent });
      }
      t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
      const sixth = await post('/api/user/resendOtp', { email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(AUTH_ERROR.otpHourlyLimit);

      const newest = lastCode(t, email);
      if (newest !== first) {
        const old = await post('/api/user/verify-otp', { email, otp: first });
        expect(old.statusCode).toBe(400);
      }
      const ok = await post('/api/user/verify-otp', { email, otp: newest });
      expect(ok.statusCode).toBe(200);
    });

    it('resend without a pending registration is refused', async () => {
      const response = await post('/api/user/resendOtp', { email: uniqueEmail() });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_ERROR.noPendingRegistration);
    });

    it('a failing mail server gives a clear error and leaves nothing half-made', async () => {
      const email = uniqueEmail();
      t.mailbox.failing = true;
      try {
        const response = await post('/api/user/register', {
          name: 'A',
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().message).toBe(AUTH_ERROR.mailFailed);
      } finally {
        t.mailbox.failing = false;
      }
      expect(
        await t.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
      ).toEqual([]);
      expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
      // No cooldown was spent on the failed attempt.
      const retry = await post('/api/user/register', {
        name: 'A',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(retry.statusCode).toBe(200);
    });
  });

  describe('login and sessions', () => {
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
      const login = await post('/api/user/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({ message: API_ERROR.blocked });
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
  });

  describe('forgot password', () => {
    const requestCode = (browser: CookieJar, email: string) =>
      browser.request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } });

    it('answers the same whether or not the e-mail has an account, and mails only real accounts', async () => {
      const { email } = await registeredUser(t);
      const before = t.mailbox.messages.length;
      const known = await requestCode(jar(), email);
      const nobody = uniqueEmail('nobody');
      const unknown = await requestCode(jar(), nobody);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual({ message: SUCCESS.otpSent });
      expect(t.mailbox.messages.length).toBe(before + 1);
      expect(t.mailbox.lastTo(nobody)).toBeUndefined();
      // The cooldown applies alike, too.
      expect((await requestCode(jar(), email)).statusCode).toBe(429);
      expect((await requestCode(jar(), nobody)).statusCode).toBe(429);
    });

    it('resets the password with a verified code, ends all sessions, and works once', async () => {
      const { email, jar: oldSession } = await registeredUser(t);
      const browser = jar();
      await requestCode(browser, email);
      const code = lastCode(t, email);
      const verified = await browser.request({
        method: 'POST',
        url: '/api/user/verifyFPOTP',
        payload: { email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: SUCCESS.otpVerified });
      const grant = verified.cookies.find((c) => c.name === 'lh_reset')!;
      expect(grant.httpOnly).toBe(true);

      const newPassword = 'Fresh#4567';
      const reset = await browser.request({
        method: 'POST',
        url: '/api/user/conFirmForgetPassword',
        payload: { email, password: newPassword, confirmPassword: newPassword },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: SUCCESS.passwordUpdated });

      expect((await oldSession.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
      expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('/api/user/login', { email, password: newPassword })).statusCode).toBe(200);

      // The permission was single use, even when the cookie is replayed.
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/user/conFirmForgetPassword',
        payload: { email, password: 'Other#4567' },
        cookies: { lh_reset: grant.value },
      });
      expect(replay.statusCode).toBe(401);
    });

    it('refuses a reset without verification (401)', async () => {
      const { email } = await registeredUser(t);
      const response = await post('/api/user/conFirmForgetPassword', { email, password: 'Fresh#4567' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_ERROR.resetNotAllowed);
    });

    it('a permission is bound to its e-mail and lasts 10 minutes', async () => {
      const a = await registeredUser(t);
      const b = await registeredUser(t);
      const browser = jar();
      await requestCode(browser, a.email);
      await browser.request({
        method: 'POST',
        url: '/api/user/verifyFPOTP',
        payload: { email: a.email, otp: lastCode(t, a.email) },
      });
      const other = await browser.request({
        method: 'POST',
        url: '/api/user/conFirmForgetPassword',
        payload: { email: b.email, password: 'Fresh#4567' },
      });
      expect(other.statusCode).toBe(401);
      t.clock.advance(10 * 60 * 1000 + 1000);
      const late = await browser.request({
        method: 'POST',
        url: '/api/user/conFirmForgetPassword',
        payload: { email: a.email, password: 'Fresh#4567' },
      });
      expect(late.statusCode).toBe(401);
    });

    it('a registration code cannot reset a password', async () => {
      const { email } = await registeredUser(t);
      // A pending registration for the same address gets a registration code.
      await t.database.db
        .insert(pendingRegistrations)
        .values({ email, name: 'X', passwordHash: 'scrypt$x' })
        .onConflictDoNothing();
      await post('/api/user/resendOtp', { email });
      const registrationCode = lastCode(t, email);
      const browser = jar();
      const response = await browser.request({
        method: 'POST',
        url: '/api/user/verifyFPOTP',
        payload: { email, otp: registrationCode },
      });
      expect(response.statusCode).toBe(400);
      expect(browser.get('lh_reset')).toBeUndefined();
    });

    it('validates the new password with the reset message', async () => {
      const response = await post('/api/user/conFirmForgetPassword', {
        email: 'a@gmail.com',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: VALIDATION.passwordRuleReset });
    });
  });

  describe('admin bootstrap', () => {
    const logger = () => {
      const lines: string[] = [];
      const log = (...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      };
      return { lines, logger: { info: log, warn: log, error: log, debug: log } as never };
    };

    it('creates the configured admin, or promotes and unblocks an existing account', async () => {
      const { userId, email } = await registeredUser(t);
      await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
      const config = loadConfig({
        ADMIN_EMAIL: email.toUpperCase(),
        ADMIN_PASSWORD: 'Boss@2025',
        SEED_DEMO: 'false',
      });
      await bootstrapData(t.database.db, config, logger().logger);
      const [promoted] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(promoted).toMatchObject({ role: 'admin', isBlocked: false });
      const login = await post('/api/user/login', { email, password: 'Boss@2025' });
      expect(login.json().user.role).toBe('admin');
    });

    it('with demo data and no admin configured, creates the demo admin and logs its credentials', async () => {
      const { lines, logger: log } = logger();
      await bootstrapData(t.database.db, loadConfig({ SEED_DEMO: 'true' }), log);
      expect(lines.join('\n')).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      const login = await post('/api/user/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.role).toBe('admin');

      // The demo shop comes with a few weeks of past orders, so that the back office shows what it is for.
      const figures = await dashboardFigures(t.database.db, new Date());
      expect(figures.totalRevenue).toBeGreaterThan(0);
      expect(figures.totalOrders).toBeGreaterThan(0);
      expect(figures.todayOrders).toBeGreaterThan(0);
      expect(figures.bestSellingProducts.length).toBeGreaterThan(0);
      const demoShoppers = await t.database.db.select().from(users).where(eq(users.role, 'user'));
      expect(demoShoppers.length).toBeGreaterThanOrEqual(8);
      // Started again on the same data, nothing is seeded twice.
      await bootstrapData(t.database.db, loadConfig({ SEED_DEMO: 'true' }), log);
      expect(await t.database.db.select().from(users).where(eq(users.role, 'user'))).toHaveLength(
        demoShoppers.length,
      );
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR, SUCCESS, VALIDATION } from '../../../contract/messages';
import { otpCodes, pendingRegistrations, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { useTestApp } from '../../test/harness';
import {
  authCalls,
  browserPosts,
  FORBIDDEN_TEXT,
  lastCode,
  PASSWORD,
  pendingRegistration,
  registeredUser,
  uniqueEmail,
} from '../../test/auth-helpers';
import { OTP_RULES } from './otp';

// Registration: the code proves the inbox; a waiting registration is never overwritten; one inbox, one account.

describe('registration', () => {
  const t = useTestApp();
  const { jar, post } = authCalls(t);

  it('validates every field with the messages of docs/product.md section 5', async () => {
    const response = await post('/api/user/register', {
      name: ' ',
      email: 'asha+<x@gmail.com',
      password: 'weakpass',
      confirmPassword: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: VALIDATION.nameRequired,
      email: VALIDATION.emailInvalid,
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
    const browser = jar();
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: ' Asha Rao ',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUCCESS.redirectingToOtp, email });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const mail = t.mailbox.lastTo(email)!;
    expect(mail.subject).toContain('LittleHope');
    expect(mail.text).toContain('LittleHope');
    const code = lastCode(t, email);
    expect(mail.html).toContain(code);
    const [stored] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, canonicalEmail(email)));
    expect(stored!.codeHash).not.toContain(code);

    // The code is typed in the browser that registered.
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: email.toUpperCase(), otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe(SUCCESS.registered);
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'isBlocked', 'language', 'name', 'role']);
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
    expect(profile.json()).toEqual(body.user);
    expect(
      await t.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
    ).toEqual([]);

    // The code was single use.
    const again = await post('/api/user/verify-otp', { email, otp: code });
    expect(again.statusCode).toBe(400);
  });

  it('answers an address that has an account exactly like a new one, and mails its owner instead', async () => {
    // One browser registers and types the code: a code is only ever of use in the browser that asked for it.
    const post = browserPosts(t);
    const { email } = await registeredUser(t);
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const before = t.mailbox.messages.length;
    const response = await post('/api/user/register', {
      name: 'Other',
      email: email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUCCESS.redirectingToOtp, email });
    expect(t.mailbox.messages.length).toBe(before + 1);
    const notice = t.mailbox.lastTo(email)!;
    expect(notice.text).toContain('already has one');
    expect(notice.text).not.toMatch(/^\s*\d{6}\s*$/m);
    // A code typed on the code page answers as for any address.
    const guess = await post('/api/user/verify-otp', { email, otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(AUTH_ERROR.otpInvalid);
  });

  it('validates the OTP format', async () => {
    const empty = await post('/api/user/verify-otp', { email: uniqueEmail(), otp: '' });
    expect(empty.json().errors).toEqual({ otp: VALIDATION.otpRequired });
    const bad = await post('/api/user/verify-otp', { email: uniqueEmail(), otp: '12a456' });
    expect(bad.json().errors).toEqual({ otp: VALIDATION.otpFormat });
  });

  it('kills a code after 5 wrong tries', async () => {
    // One browser registers and types the code: a code is only ever of use in the browser that asked for it.
    const post = browserPosts(t);
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
    // One browser registers and types the code: a code is only ever of use in the browser that asked for it.
    const post = browserPosts(t);
    const email = uniqueEmail();
    await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
    const otp = lastCode(t, email);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/user/verify-otp', { email, otp })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('expires a code after 10 minutes', async () => {
    // One browser registers and types the code: a code is only ever of use in the browser that asked for it.
    const post = browserPosts(t);
    const email = uniqueEmail();
    await post('/api/user/register', { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD });
    const code = lastCode(t, email);
    t.clock.advance(OTP_RULES.validityMs + 1000);
    const response = await post('/api/user/verify-otp', { email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_ERROR.otpExpired);
  });

  it('resends with a 30-second cooldown, at most 5 codes an hour, and only the newest code works', async () => {
    // One browser registers and types the code: a code is only ever of use in the browser that asked for it.
    const post = browserPosts(t);
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

  it('resend answers alike for an unknown address, a waiting registration and an account', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: account } = await registeredUser(t);
    const { email: waiting } = await pendingRegistration(t);
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const answers = await Promise.all(
      [unknown, account, waiting].map((email) => post('/api/user/resendOtp', { email })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(t.mailbox.lastTo(unknown)).toBeUndefined();
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
    expect(
      await t.database.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.email, canonicalEmail(email))),
    ).toEqual([]);
    // No cooldown was spent on the failed attempt.
    const retry = await post('/api/user/register', {
      name: 'A',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('a code sets the password it was mailed for: a squatter who registered first never sets the owner’s', async () => {
    // The attack: someone registers the owner's address with his own password; the owner then registers with hers,
    // receives a code and types it. Before, the account got the squatter's password.
    const email = uniqueEmail('owner');
    const squatter = browserPosts(t);
    const squatted = await squatter('/api/user/register', {
      name: 'Someone Else',
      email: email.replace('@', '+x@').toUpperCase(),
      password: 'Attacker@999',
      confirmPassword: 'Attacker@999',
    });
    expect(squatted.statusCode).toBe(200);
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const { code, browser } = await pendingRegistration(t, email, PASSWORD);
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, name: 'Asha Rao' });
    expect((await post('/api/user/login', { email, password: 'Attacker@999' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('a squatter who registers after the owner: his code, in her browser, sets nothing; hers sets her password', async () => {
    const email = uniqueEmail('owner');
    const { code: ownersCode, browser } = await pendingRegistration(t, email, PASSWORD);
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const squatter = browserPosts(t);
    const squatted = await squatter('/api/user/register', {
      name: 'Someone Else',
      email,
      password: 'Attacker@999',
      confirmPassword: 'Attacker@999',
    });
    expect(squatted.statusCode).toBe(200);
    // The newest mail in her inbox carries the code of the squatter's request: typed in her browser, it is refused.
    const squattersCode = lastCode(t, email);
    const refused = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: squattersCode },
    });
    expect(refused.statusCode).toBe(400);
    // Her own code still works (his request did not retire it) and sets her password.
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: ownersCode },
    });
    expect(verified.statusCode).toBe(200);
    expect((await post('/api/user/login', { email, password: 'Attacker@999' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(200);
    // The squatter's own browser cannot use a code it never saw, and his request is gone with the account made.
    const guess = await squatter('/api/user/verify-otp', { email, otp: squattersCode });
    expect(guess.statusCode).toBe(400);
  });

  it('one Gmail inbox is one account: dots, +tags and case make no new account', async () => {
    const typed = uniqueEmail('bob');
    const { userId } = await registeredUser(t, typed);
    const [local] = typed.split('@');
    const variant = `${local!.split('').join('.').toUpperCase()}+promo@gmail.com`;
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const before = t.mailbox.messages.length;
    const again = await post('/api/user/register', {
      name: 'Bob Again',
      email: variant,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    // The inbox's owner hears of it at the address they typed; no code, no second account.
    expect(t.mailbox.messages.slice(before).map((m) => m.to)).toEqual([typed]);
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.canonicalEmail, canonicalEmail(typed)));
    expect(accounts.map((a) => a.id)).toEqual([userId]);
    // Logging in with any spelling of the inbox reaches the one account, shown with the address first typed.
    const login = await post('/api/user/login', { email: variant, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ _id: userId, email: typed });
  });

  it('puts no name in the code mail: the name is not verified and the inbox may be a stranger’s', async () => {
    const email = uniqueEmail();
    const spam = 'Win Rs 50000 now at evil.example';
    await post('/api/user/register', { name: spam, email, password: PASSWORD, confirmPassword: PASSWORD });
    const mail = t.mailbox.lastTo(email)!;
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text.startsWith('Hello,')).toBe(true);
  });
});

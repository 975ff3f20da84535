import { describe, expect, it } from 'vitest';
import { AUTH_ERROR, SUCCESS, VALIDATION } from '../../../contract/messages';
import { pendingRegistrations } from '../../db/schema';
import type { CookieJar } from '../../test/harness';
import { useTestApp } from '../../test/harness';
import { authCalls, lastCode, PASSWORD, registeredUser, uniqueEmail } from '../../test/auth-helpers';
import { OTP_RULES } from './otp';

// Forgotten password: a code to the account's inbox, then a one-time permission for one browser.

describe('forgot password', () => {
  const t = useTestApp();
  const { jar, post } = authCalls(t);

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

  it('a wrong reset code answers alike for a real account and an unknown address', async () => {
    // Before: 'Invalid OTP' for a real account but 'expired or already used' for an unknown one.
    const { email } = await registeredUser(t);
    const nobody = uniqueEmail('nobody');
    await requestCode(jar(), email);
    await requestCode(jar(), nobody);
    const code = lastCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= OTP_RULES.maxWrongTries + 1; i += 1) {
      const known = await post('/api/user/verifyFPOTP', { email, otp: wrong });
      const unknown = await post('/api/user/verifyFPOTP', { email: nobody, otp: wrong });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    }
  });

  it('a reset asked with another spelling of the inbox resets the one account', async () => {
    const { email } = await registeredUser(t);
    const [local] = email.split('@');
    const spelling = `${local}+reset@GMAIL.com`;
    const browser = jar();
    await requestCode(browser, spelling);
    // The code goes to the address the account was registered with.
    const code = lastCode(t, email);
    expect(
      (
        await browser.request({
          method: 'POST',
          url: '/api/user/verifyFPOTP',
          payload: { email: spelling, otp: code },
        })
      ).statusCode,
    ).toBe(200);
    const reset = await browser.request({
      method: 'POST',
      url: '/api/user/conFirmForgetPassword',
      payload: { email, password: 'Fresh#4567' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/user/login', { email, password: 'Fresh#4567' })).statusCode).toBe(200);
    expect((await post('/api/user/login', { email, password: PASSWORD })).statusCode).toBe(401);
  });
});

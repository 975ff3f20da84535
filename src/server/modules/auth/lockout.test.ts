import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR } from '../../../contract/messages';
import { users } from '../../db/schema';
import { ensureAdmin } from '../../seed/bootstrap';
import { CookieJar, useTestApp, type TestApp } from '../../test/harness';
import { lastCode, PASSWORD, registeredUser, uniqueEmail } from '../../test/auth-helpers';
import { TRUSTED_BROWSER_COOKIE } from './auth.routes';
import { LOGIN_RULES } from './login.service';
import { OTP_RULES } from './otp';

// A lockout an attacker cannot aim (OWASP device cookies): ten wrong passwords from anywhere used to lock any
// account for 15 minutes, the admin's included, and five reset requests blocked the owner's own reset for an hour.

const NEW_PASSWORD = 'Fresh#4567';

function browser(t: TestApp): CookieJar {
  return new CookieJar(() => t.app);
}

function login(jar: CookieJar, email: string, password: string) {
  return jar.request({ method: 'POST', url: '/api/user/login', payload: { email, password } });
}

/**
 * A guessing run spread over as many browsers and addresses as guesses, one after another (that the slots are
 * taken atomically under parallel load is login.test.ts's "60 logins at once").
 */
async function guessFromEverywhere(t: TestApp, email: string, guesses: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i += 1)
    statuses.push((await login(browser(t), email, `Guess#${1000 + i}`)).statusCode);
  return statuses;
}

describe('a lockout an attacker cannot aim', { timeout: 300_000 }, () => {
  const t = useTestApp();

  it('30 guesses from 30 addresses meet 429s: unknown browsers share the account’s budget', async () => {
    const { email } = await registeredUser(t);
    const statuses = await guessFromEverywhere(t, email, 30);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_RULES.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_RULES.maxFailures);
    // The right password from yet another unknown browser is refused too, while the budget is spent.
    expect((await login(browser(t), email, PASSWORD)).statusCode).toBe(429);
  });

  it('the owner’s browser, which logged in before, is never locked out by guesses from elsewhere', async () => {
    const { email, jar: owner } = await registeredUser(t);
    expect(owner.get(TRUSTED_BROWSER_COOKIE)).toBeTruthy();
    expect(await guessFromEverywhere(t, email, LOGIN_RULES.maxFailures + 2)).toContain(429);
    const back = await login(owner, email, PASSWORD);
    expect(back.statusCode).toBe(200);
    // Its own budget: its own wrong passwords lock it alone.
    for (let i = 0; i < LOGIN_RULES.maxFailures; i += 1)
      expect((await login(owner, email, 'Wrong@1234')).statusCode).toBe(401);
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(429);
  });

  it('a forged or another account’s device cookie gives no budget of its own', async () => {
    const { email } = await registeredUser(t);
    const { jar: other } = await registeredUser(t);
    await guessFromEverywhere(t, email, LOGIN_RULES.maxFailures);
    expect((await login(other, email, PASSWORD)).statusCode).toBe(429);
    const forged = browser(t);
    forged.set(TRUSTED_BROWSER_COOKIE, 'a'.repeat(43));
    expect((await login(forged, email, PASSWORD)).statusCode).toBe(429);
  });

  it('the same for the admin', async () => {
    const email = uniqueEmail('admin');
    await ensureAdmin(t.database.db, { email, password: PASSWORD });
    const adminBrowser = browser(t);
    expect((await login(adminBrowser, email, PASSWORD)).statusCode).toBe(200);
    const statuses = await guessFromEverywhere(t, email, 30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_RULES.maxFailures);
    const back = await login(adminBrowser, email, PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.role).toBe('admin');
  });

  it('a verified reset code lets the owner in from a new browser and clears the lock', async () => {
    const { email } = await registeredUser(t);
    await guessFromEverywhere(t, email, LOGIN_RULES.maxFailures + 2);
    const phone = browser(t);
    expect((await login(phone, email, PASSWORD)).statusCode).toBe(429);

    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    const asked = await phone.request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } });
    expect(asked.statusCode).toBe(200);
    const verified = await phone.request({
      method: 'POST',
      url: '/api/user/verifyFPOTP',
      payload: { email, otp: lastCode(t, email) },
    });
    expect(verified.statusCode).toBe(200);
    const reset = await phone.request({
      method: 'POST',
      url: '/api/user/conFirmForgetPassword',
      payload: { email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    // The lock is gone for everyone …
    expect((await login(browser(t), email, 'Wrong@1234')).statusCode).toBe(401);
    // … and the attacker who goes on guessing never locks the owner's phone out again.
    const again = await guessFromEverywhere(t, email, LOGIN_RULES.maxFailures + 2);
    expect(again).toContain(429);
    expect((await login(phone, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('reset codes: the hourly cap delays an attacker’s mails, never the owner’s reset from a known browser', async () => {
    const { email, jar: owner } = await registeredUser(t);
    let last = 200;
    for (let i = 0; i <= OTP_RULES.maxSendsPerHour; i += 1) {
      t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
      last = (await browser(t).request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } }))
        .statusCode;
    }
    expect(last).toBe(429);
    const asked = await owner.request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } });
    expect(asked.statusCode).toBe(200);
    const code = lastCode(t, email);
    // Another browser asking now does not retire the owner's code.
    t.clock.advance(OTP_RULES.resendCooldownMs + 1000);
    await browser(t).request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } });
    const verified = await owner.request({
      method: 'POST',
      url: '/api/user/verifyFPOTP',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('a blocked account’s owner', { timeout: 300_000 }, () => {
  const t = useTestApp();

  it('gets a mail saying the account is blocked when the password is right; the answer stays generic', async () => {
    const { email, userId } = await registeredUser(t, uniqueEmail('blocked'), 'Meera Iyer');
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, userId));
    const mailsBefore = t.mailbox.messages.length;

    const wrong = await login(browser(t), email, 'Wrong@1234');
    const right = await login(browser(t), email, PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: AUTH_ERROR.invalidCredentials });
    expect(right.body).toBe(wrong.body);

    await vi.waitFor(() => expect(t.mailbox.messages.length).toBe(mailsBefore + 1));
    const notice = t.mailbox.messages.at(-1)!;
    expect(notice.to).toBe(email);
    expect(notice.subject).toMatch(/blocked/i);
    expect(notice.text).toContain('support@littlehope.in');
    expect(notice.text).toContain('Hello Meera Iyer,');

    // Not again within the hour (decided before the answer), and never for a wrong password.
    expect((await login(browser(t), email, PASSWORD)).statusCode).toBe(401);
    expect((await login(browser(t), email, 'Wrong@1234')).statusCode).toBe(401);
    expect(t.mailbox.messages.length).toBe(mailsBefore + 1);
    // An hour later the owner is told again.
    t.clock.advance(61 * 60 * 1000);
    expect((await login(browser(t), email, PASSWORD)).statusCode).toBe(401);
    await vi.waitFor(() => expect(t.mailbox.messages.length).toBe(mailsBefore + 2));
  });
});

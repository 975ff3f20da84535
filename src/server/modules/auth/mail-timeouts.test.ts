import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../../contract/auth';
import { AUTH_ERROR } from '../../../contract/messages';
import { authAttempts, otpCodes, pendingRegistrations } from '../../db/schema';
import { createMailer, type Mailer } from '../../mail/mailer';
import { DEFAULT_SMTP_TIMEOUTS } from '../../mail/smtp-timeouts';
import {
  authCalls,
  PASSWORD,
  pendingRegistration,
  registeredUser,
  uniqueEmail,
} from '../../test/auth-helpers';
import { useTestApp, type TestApp } from '../../test/harness';
import { HungSmtpServer } from '../../test/hung-smtp';

// A mail provider that accepts the connection and never answers held these requests 30 s (nodemailer's greeting
// timeout). With the shop's timeouts (connect and greet 5 s, 10 s of silence) each is answered within 15 s with a
// 503 and leaves nothing behind: no registration, no code, no count against the address's limits.

const silent = new HungSmtpServer('silent');
const afterGreeting = new HungSmtpServer('afterGreeting');
beforeAll(async () => {
  await silent.start();
  await afterGreeting.start();
});
afterAll(async () => {
  await silent.stop();
  await afterGreeting.stop();
});

const ANSWER_WITHIN_MS = 15_000;

async function codesAndCounts(t: TestApp, email: string) {
  const canonical = canonicalEmail(email);
  const [live] = await t.database.db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, canonical), isNull(otpCodes.consumedAt)));
  const [all] = await t.database.db
    .select({ n: count() })
    .from(otpCodes)
    .where(eq(otpCodes.email, canonical));
  const [attempts] = await t.database.db
    .select({ n: count() })
    .from(authAttempts)
    .where(eq(authAttempts.email, canonical));
  return { live: live?.n, codes: all?.n, attempts: attempts?.n };
}

describe.each([
  ['accepts and never answers', silent],
  ['greets and then never answers', afterGreeting],
])('a mail provider that %s', (_label, server) => {
  const t = useTestApp();
  const { post } = authCalls(t);

  it('registration, resend and reset are answered within 15 s with a 503, nothing half-stored', async () => {
    const account = await registeredUser(t);
    // A shopper waiting for her code, in her browser (only it may resend and use her code).
    const {
      email: waiting,
      code: waitingCode,
      browser,
    } = await pendingRegistration(t, uniqueEmail('waiting'));
    const newcomer = uniqueEmail('newcomer');
    const before = {
      waiting: await codesAndCounts(t, waiting),
      account: await codesAndCounts(t, account.email),
    };

    // The cooldown between codes is 30 s; the requests below come later, as a shopper's second try would.
    t.clock.advance(31_000);
    const captured: Mailer = t.app.deps.mailer;
    t.app.deps.mailer = createMailer({
      smtpUrl: server.url,
      from: t.config.mailFrom,
      logger: { info: () => undefined } as never,
      timeouts: t.config.smtpTimeouts,
    });
    const timed = async (request: Promise<{ statusCode: number; json(): unknown }>) => {
      const started = performance.now();
      const response = await request;
      return { response, ms: performance.now() - started };
    };
    try {
      const answers = await Promise.all([
        timed(
          post('/api/user/register', {
            name: 'Ravi',
            email: newcomer,
            password: PASSWORD,
            confirmPassword: PASSWORD,
          }),
        ),
        timed(browser.request({ method: 'POST', url: '/api/user/resendOtp', payload: { email: waiting } })),
        timed(post('/api/user/FPEmailOtp', { email: account.email })),
      ]);
      for (const { response, ms } of answers) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: AUTH_ERROR.mailFailed });
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
    } finally {
      t.app.deps.mailer = captured;
    }

    // Nothing half-stored: no registration for the newcomer, no code or count for anyone, the waiting shopper's
    // code mailed before still works.
    const [pending] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, newcomer));
    expect(pending).toBeUndefined();
    expect(await codesAndCounts(t, newcomer)).toEqual({ live: 0, codes: 0, attempts: 0 });
    expect(await codesAndCounts(t, waiting)).toEqual(before.waiting);
    expect(await codesAndCounts(t, account.email)).toEqual(before.account);
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email: waiting, otp: waitingCode },
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('SMTP timeouts', () => {
  it('connect and greet within 5 s, at most 10 s of silence by default', () => {
    expect(DEFAULT_SMTP_TIMEOUTS).toEqual({ connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 });
  });
});

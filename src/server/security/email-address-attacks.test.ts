import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/messages';
import { users } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { storedAddressesNotPlain } from '../mail/stored-addresses';
import { hashPassword } from '../modules/auth/password';
import { authCalls, PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { useTestApp } from '../test/harness';
import { SmtpCatcher } from '../test/smtp-catcher';

// The outside test registered `victim+<attacker@gmail.com`: stored as victim@gmail.com's inbox, but nodemailer read
// a display name out of the string and the code went to attacker@gmail.com (RCPT TO). Each variant is sent to
// every account call with a real mailer and a real SMTP server; the server's RCPT TO list is read back.

const ATTACKER = 'attacker@gmail.com';
const VARIANTS = [
  'victim+<attacker@gmail.com',
  'victim+<attacker@gmail.com>',
  '"victim@gmail.com" <attacker@gmail.com>',
  'Victim <attacker@gmail.com>',
  'attacker@gmail.com,victim@gmail.com',
  'attacker,victim@gmail.com',
  'victim@gmail.com;attacker@gmail.com',
  'victim(attacker@gmail.com)@gmail.com',
];

const smtp = new SmtpCatcher();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describe('e-mail addresses are plain addresses', () => {
  const t = useTestApp(
    {},
    {
      mailer: (config) =>
        createMailer({
          smtpUrl: smtp.url,
          from: config.mailFrom,
          logger: { info: () => undefined } as never,
        }),
    },
  );
  const { post } = authCalls(t);

  it.each(VARIANTS)(
    '%j is refused by every account call, and the attacker receives nothing',
    async (email) => {
      const calls: [string, object][] = [
        ['/api/user/register', { name: 'Mallory', email, password: PASSWORD, confirmPassword: PASSWORD }],
        ['/api/user/resendOtp', { email }],
        ['/api/user/login', { email, password: PASSWORD }],
        ['/api/user/verify-otp', { email, otp: '123456' }],
        ['/api/user/FPEmailOtp', { email }],
        ['/api/user/verifyFPOTP', { email, otp: '123456' }],
        ['/api/user/conFirmForgetPassword', { email, password: PASSWORD, confirmPassword: PASSWORD }],
      ];
      for (const [url, payload] of calls) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors?.email ?? response.json().message, url).toBe(VALIDATION.emailInvalid);
      }
      expect(smtp.to(ATTACKER)).toEqual([]);
      expect(smtp.received.flatMap((mail) => mail.to)).not.toContain(ATTACKER);
    },
  );

  it('a plain address gets its mail, at exactly that address and no other', async () => {
    const email = uniqueEmail('plain');
    const before = smtp.received.length;
    const response = await post('/api/user/register', {
      name: 'Asha',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[email]]);
  });

  it('any plain address may register, not only gmail.com', async () => {
    const email = `ravi.${Date.now()}@rediffmail.com`;
    await registeredUserVia(email);
    expect(smtp.to(email).length).toBeGreaterThan(0);
  });

  it('an address stored before the rule is named at start and never mailed', async () => {
    // An account an older version stored from the attack: its canonical inbox is victim@gmail.com.
    const stored = `victim.${Date.now()}+<${ATTACKER}`;
    await t.database.db
      .insert(users)
      .values({ name: 'Old', email: stored, passwordHash: await hashPassword(PASSWORD) });
    expect(await storedAddressesNotPlain(t.database.db)).toContainEqual({ table: 'users', email: stored });

    // A reset asked for the plain inbox finds that account; the mailer refuses to hand its address to SMTP.
    const inbox = `${stored.split('+')[0]}@gmail.com`;
    const response = await post('/api/user/FPEmailOtp', { email: inbox });
    expect(response.statusCode).toBe(503);
    expect(smtp.to(ATTACKER)).toEqual([]);
  });

  async function registeredUserVia(email: string) {
    // This app mails over SMTP: the code is read from what the catcher received.
    const browser = authCalls(t).jar();
    const registered = await browser.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Ravi', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    const raw = smtp.to(email).at(-1)!.raw;
    const code = /^\s*(\d{6})\s*$/m.exec(raw)?.[1];
    expect(code).toBeDefined();
    const verified = await browser.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    return verified;
  }
});

import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { CookieJar, useTestApp } from '../../test/harness';
import { PASSWORD, uniqueEmail } from '../../test/auth-helpers';
import { SmtpCatcher } from '../../test/smtp-catcher';

/** Just enough MIME to read the plain-text part of what nodemailer sends (quoted-printable or 7bit). */
function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/quoted-printable/i.test(headers)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const smtp = new SmtpCatcher();
const received = smtp.received;
let port = 0;

beforeAll(async () => {
  await smtp.start();
  port = smtp.port;
});
afterAll(() => smtp.stop());

function codeFor(email: string): string {
  const mail = received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  expect(mail.raw).toMatch(/^Subject: .*LittleHope/m);
  const code = /^\s*(\d{6})\s*$/m.exec(plainText(mail.raw))?.[1];
  if (!code) throw new Error('no code in the plain-text part');
  return code;
}

describe('account e-mails over real SMTP', () => {
  const t = useTestApp(
    {},
    {
      mailer: (config) =>
        createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: config.mailFrom,
          logger: { info: () => undefined } as never,
        }),
    },
  );

  it('registers with the code read from the received mail', async () => {
    const email = uniqueEmail('smtp');
    const jar = new CookieJar(() => t.app);
    const registered = await jar.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Meera', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    const verified = await jar.request({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { email, otp: codeFor(email) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await jar.request({ method: 'GET', url: '/api/user/me' })).json().user.email).toBe(email);

    // The reset code arrives the same way.
    const browser = new CookieJar(() => t.app);
    await browser.request({ method: 'POST', url: '/api/user/FPEmailOtp', payload: { email } });
    const reset = await browser.request({
      method: 'POST',
      url: '/api/user/verifyFPOTP',
      payload: { email, otp: codeFor(email) },
    });
    expect(reset.statusCode).toBe(200);
    const mail = received.filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.raw).toMatch(/text\/html/i);
  });

  it('a mail server that refuses gives a clear error and no pending registration', async () => {
    const email = uniqueEmail('smtp');
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const address = refusing.server.address();
    const refusingPort = typeof address === 'object' && address ? address.port : 0;
    const original = t.app.deps.mailer;
    t.app.deps.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${refusingPort}`,
      from: t.config.mailFrom,
      logger: { info: () => undefined } as never,
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Meera', email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      t.app.deps.mailer = original;
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    // Nothing was kept: no registration waits for a code, and the shopper may register again at once.
    const [pending] = await t.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, email));
    expect(pending).toBeUndefined();
  });
});

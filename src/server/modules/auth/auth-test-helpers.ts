import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CookieJar, type TestApp } from '../../test/harness';

/** The code as the shop writes it: alone on its own line of the plain-text part. */
export function codeInText(text: string): string {
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`no code in mail text:\n${text}`);
  return code;
}

export function lastCode(t: TestApp, email: string): string {
  const mail = t.mailbox.lastTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeInText(mail.text);
}

let counter = 0;
/** A fresh gmail address per call. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@gmail.com`;
}

export const PASSWORD = 'Secret@123';

/** Registers and verifies an account; returns a jar holding its session cookie. */
export async function registeredUser(
  t: TestApp,
  email = uniqueEmail(),
  name = 'Asha Rao',
): Promise<{ jar: CookieJar; email: string; userId: string }> {
  const jar = new CookieJar(() => t.app as FastifyInstance);
  const registered = await jar.request({
    method: 'POST',
    url: '/api/user/register',
    payload: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const verified = await jar.request({
    method: 'POST',
    url: '/api/user/verify-otp',
    payload: { email, otp: lastCode(t, email) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { jar, email, userId: verified.json().user._id as string };
}

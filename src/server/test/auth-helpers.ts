import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ensureAdmin } from '../seed/bootstrap';
import { CookieJar, nextAddress, type TestApp } from './harness';

// Helpers for API tests that need a logged-in shopper or admin (any module's tests may use them).

/** The code as the shop writes it: alone on its own line of the plain-text part. */
function codeInText(text: string): string {
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

/** Creates (or promotes) an admin and logs it in; returns a jar holding its session cookie. */
export async function loggedInAdmin(t: TestApp, email = uniqueEmail('admin')): Promise<CookieJar> {
  await ensureAdmin(t.database.db, { email, password: PASSWORD });
  const jar = new CookieJar(() => t.app as FastifyInstance);
  const response = await jar.request({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return jar;
}

/** What an API response must never contain: a hash or a code. */
export const FORBIDDEN_TEXT = /password_?hash|passwordHash|scrypt\$|code_?hash|codeHash|"otp"/i;

/** A new browser (with an address of its own), and a one-off POST from a fresh address. */
export function authCalls(t: TestApp) {
  return {
    jar: () => new CookieJar(() => t.app as FastifyInstance),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers,
        remoteAddress: nextAddress(),
      }),
  };
}

/**
 * Registers (without verifying) and returns the code mailed, with the browser that asked: only it may use the code.
 */
export async function pendingRegistration(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const browser = new CookieJar(() => t.app as FastifyInstance);
  const response = await browser.request({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Asha Rao', email, password, confirmPassword: password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, code: lastCode(t, email), browser };
}

/** One browser's POSTs (keeping its cookies), as a shopper who registers and then types the code. */
export function browserPosts(t: TestApp) {
  const browser = new CookieJar(() => t.app as FastifyInstance);
  return (url: string, payload: unknown) =>
    browser.request({ method: 'POST', url, payload: payload as object });
}

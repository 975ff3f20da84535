import { z } from 'zod';
import { VALIDATION } from './messages';

/**
 * A plain e-mail address, and nothing a mail library could read as more: a local part of letters, digits and
 * `. _ % + -` (Gmail ignores dots wherever they are), `@`, then a domain of labels (letters, digits, inner
 * hyphens) and dots ending in a name of letters. No spaces, quotes, angle brackets, commas, semicolons, parentheses or
 * display names: `victim+<attacker@gmail.com` or `a@gmail.com,b@gmail.com` would each reach another inbox than
 * the one the shop stores. The one rule for every address the shop takes (forms, API, ADMIN_EMAIL) and mails to.
 */
export const PLAIN_EMAIL = /^[a-z0-9._%+-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** RFC 5321: at most 64 characters before the `@`, 254 in all. */
const MAX_LOCAL_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;

export function isPlainEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  return address.length <= MAX_EMAIL_LENGTH && at <= MAX_LOCAL_LENGTH && PLAIN_EMAIL.test(address);
}

/** Trimmed and lower-cased, as the server stores and compares e-mails. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Every request field that takes an address: required, trimmed, lower-cased, and plain. */
export const EmailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, VALIDATION.emailRequired)
  .refine(isPlainEmail, VALIDATION.emailInvalid);

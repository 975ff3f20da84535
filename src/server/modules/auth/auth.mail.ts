import { SHOP } from '../../../contract/shop-info';
import type { Language } from '../../../contract/language';
import type { MailMessage } from '../../mail/mailer';
import { mailWords, type MailWords } from '../../mail/mail-words';
import type { OtpPurpose } from './otp';
import { escapeHtml } from '../../html-escape';

// The account mails, in the language of the account (or of the registration) they are written for.

/**
 * "Hello Asha," only for a name that reads as a person's name (letters, spaces, . ' -, at most 40 characters);
 * anything else (a link, a phone number, a sentence) is never put in a mail the shop sends.
 */
function greeting(name: string | null, words: MailWords): string {
  return words.text.hello(name && /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,39}$/u.test(name) ? name : null);
}

function layout(
  words: MailWords,
  greetingLine: string,
  paragraphs: readonly string[],
  code?: string,
): string {
  return `<!doctype html>
<html lang="${words.language}"><body style="margin:0;background:#fff8f1;font-family:Arial,sans-serif;color:#2d2a3e">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h1 style="color:#cf3a36;font-size:24px;margin:0 0 16px">${SHOP.name}</h1>
<p>${escapeHtml(greetingLine)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p>\n<p>${escapeHtml(words.otp.validity)}<br>${escapeHtml(words.otp.notAsked)}</p>` : ''}
<p style="color:#5b5670;font-size:12px">${escapeHtml(SHOP.tagline)} · ${SHOP.supportEmail}</p>
</div></body></html>`;
}

function footer(words: MailWords): string[] {
  return ['', words.text.footerShop, words.text.footerHelp, ''];
}

/**
 * The code stands alone on its own line of the plain-text part ("    123456"), so both people and
 * automated mail readers find it easily.
 */
export function otpMail(
  to: string,
  name: string | null,
  code: string,
  purpose: OtpPurpose,
  language: Language,
): MailMessage {
  const words = mailWords(language);
  const { subject, lead } = words.otp[purpose];
  const hello = greeting(name, words);
  const text = [
    hello,
    '',
    lead,
    '',
    `    ${code}`,
    '',
    words.otp.validity,
    words.otp.notAsked,
    ...footer(words),
  ].join('\n');
  return { to, subject, text, html: layout(words, hello, [lead], code) };
}

/** A mail of a greeting and a few lines, in plain text and HTML. */
function linesMail(
  to: string,
  name: string | null,
  words: MailWords,
  mail: { subject: string; lines: readonly string[] },
): MailMessage {
  const hello = greeting(name, words);
  const text = [hello, '', ...mail.lines, ...footer(words)].join('\n');
  return { to, subject: mail.subject, text, html: layout(words, hello, mail.lines) };
}

/**
 * Someone asked to register an address that already has an account. The answer on the page is the same as for a
 * new address (no account enumeration); the owner learns it here, with what to do.
 */
export function accountExistsMail(to: string, name: string | null, language: Language): MailMessage {
  const words = mailWords(language);
  return linesMail(to, name, words, words.accountExists);
}

/**
 * The owner of a blocked account logged in with the right password. The login page says only "Invalid email or
 * password." (it says the same to anyone); the owner learns here what happened and whom to ask.
 */
export function blockedAccountMail(to: string, name: string | null, language: Language): MailMessage {
  const words = mailWords(language);
  return linesMail(to, name, words, words.blockedAccount);
}

import { SHOP } from '../../../contract/shop-info';
import { ACCOUNT_EXISTS_MAIL, BLOCKED_ACCOUNT_MAIL, MAIL_TEXT, OTP_MAIL } from '../../../contract/messages';
import type { MailMessage } from '../../mail/mailer';
import type { OtpPurpose } from './otp';
import { escapeHtml } from '../../html-escape';

/**
 * "Hello Asha," only for a name that reads as a person's name (letters, spaces, . ' -, at most 40 characters);
 * anything else (a link, a phone number, a sentence) is never put in a mail the shop sends.
 */
export function greeting(name: string | null): string {
  return MAIL_TEXT.hello(name && /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,39}$/u.test(name) ? name : null);
}

function layout(greetingLine: string, paragraphs: string[], code?: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff8f1;font-family:Arial,sans-serif;color:#2d2a3e">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h1 style="color:#cf3a36;font-size:24px;margin:0 0 16px">${SHOP.name}</h1>
<p>${escapeHtml(greetingLine)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p>\n<p>${escapeHtml(OTP_MAIL.validity)}<br>${escapeHtml(OTP_MAIL.notAsked)}</p>` : ''}
<p style="color:#5b5670;font-size:12px">${escapeHtml(SHOP.tagline)} · ${SHOP.supportEmail}</p>
</div></body></html>`;
}

const FOOTER = ['', MAIL_TEXT.footerShop, MAIL_TEXT.footerHelp, ''];

/**
 * The code stands alone on its own line of the plain-text part ("    123456"), so both people and
 * automated mail readers find it easily.
 */
export function otpMail(to: string, name: string | null, code: string, purpose: OtpPurpose): MailMessage {
  const { subject, lead } = OTP_MAIL[purpose];
  const hello = greeting(name);
  const text = [hello, '', lead, '', `    ${code}`, '', OTP_MAIL.validity, OTP_MAIL.notAsked, ...FOOTER].join(
    '\n',
  );
  return { to, subject, text, html: layout(hello, [lead], code) };
}

/**
 * Someone asked to register an address that already has an account. The answer on the page is the same as for a
 * new address (no account enumeration); the owner learns it here, with what to do.
 */
export function accountExistsMail(to: string, name: string | null): MailMessage {
  const hello = greeting(name);
  const lines = [...ACCOUNT_EXISTS_MAIL.lines];
  const text = [hello, '', ...lines, ...FOOTER].join('\n');
  return { to, subject: ACCOUNT_EXISTS_MAIL.subject, text, html: layout(hello, lines) };
}

/**
 * The owner of a blocked account logged in with the right password. The login page says only "Invalid email or
 * password." (it says the same to anyone); the owner learns here what happened and whom to ask.
 */
export function blockedAccountMail(to: string, name: string | null): MailMessage {
  const hello = greeting(name);
  const lines = [...BLOCKED_ACCOUNT_MAIL.lines];
  const text = [hello, '', ...lines, ...FOOTER].join('\n');
  return { to, subject: BLOCKED_ACCOUNT_MAIL.subject, text, html: layout(hello, lines) };
}

import { SHOP } from '../../../contract/shop-info';
import type { MailMessage } from '../../mail/mailer';
import type { OtpPurpose } from './otp';
import { escapeHtml } from '../../html-escape';

const PURPOSE_TEXT: Record<OtpPurpose, { subject: string; lead: string }> = {
  register: {
    subject: `Your ${SHOP.name} verification code`,
    lead: `Use this code to finish creating your ${SHOP.name} account:`,
  },
  reset: {
    subject: `Your ${SHOP.name} password reset code`,
    lead: `Use this code to reset your ${SHOP.name} password:`,
  },
};

/**
 * "Hello Asha," only for a name that reads as a person's name (letters, spaces, . ' -, at most 40 characters);
 * anything else (a link, a phone number, a sentence) is never put in a mail the shop sends.
 */
export function greeting(name: string | null): string {
  return name && /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,39}$/u.test(name) ? `Hello ${name},` : 'Hello,';
}

function layout(greetingLine: string, paragraphs: string[], code?: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff8f1;font-family:Arial,sans-serif;color:#2d2a3e">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h1 style="color:#cf3a36;font-size:24px;margin:0 0 16px">${SHOP.name}</h1>
<p>${escapeHtml(greetingLine)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${code ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p>\n<p>The code is valid for 10 minutes and can be used once.<br>If you did not ask for it, you can ignore this e-mail.</p>` : ''}
<p style="color:#5b5670;font-size:12px">${escapeHtml(SHOP.tagline)} · ${SHOP.supportEmail}</p>
</div></body></html>`;
}

const FOOTER = ['', `${SHOP.name} - ${SHOP.tagline}`, `Help: ${SHOP.supportEmail}`, ''];

/**
 * The code stands alone on its own line of the plain-text part ("    123456"), so both people and
 * automated mail readers find it easily.
 */
export function otpMail(to: string, name: string | null, code: string, purpose: OtpPurpose): MailMessage {
  const { subject, lead } = PURPOSE_TEXT[purpose];
  const hello = greeting(name);
  const text = [
    hello,
    '',
    lead,
    '',
    `    ${code}`,
    '',
    'The code is valid for 10 minutes and can be used once.',
    'If you did not ask for it, you can ignore this e-mail.',
    ...FOOTER,
  ].join('\n');
  return { to, subject, text, html: layout(hello, [lead], code) };
}

/**
 * Someone asked to register an address that already has an account. The answer on the page is the same as for a
 * new address (no account enumeration); the owner learns it here, with what to do.
 */
export function accountExistsMail(to: string, name: string | null): MailMessage {
  const hello = greeting(name);
  const lines = [
    `Someone (perhaps you) asked to create a ${SHOP.name} account with this e-mail address, which already has one.`,
    'To sign in, use Login. If you forgot your password, use "Forgot Password" on the login page.',
    'If it was not you, you can ignore this e-mail: nothing has changed.',
  ];
  const text = [hello, '', ...lines, ...FOOTER].join('\n');
  return { to, subject: `Your ${SHOP.name} account`, text, html: layout(hello, lines) };
}

/**
 * The owner of a blocked account logged in with the right password. The login page says only "Invalid email or
 * password." (it says the same to anyone); the owner learns here what happened and whom to ask.
 */
export function blockedAccountMail(to: string, name: string | null): MailMessage {
  const hello = greeting(name);
  const lines = [
    `Someone (perhaps you) just signed in to your ${SHOP.name} account with its correct password, but the account is blocked, so the sign-in was refused.`,
    `If you think this is a mistake, or want the account opened again, write to ${SHOP.supportEmail} or call ${SHOP.phone}, from this e-mail address.`,
    'If it was not you, someone knows your password: once the account is open again, change it with "Forgot Password".',
  ];
  const text = [hello, '', ...lines, ...FOOTER].join('\n');
  return { to, subject: `Your ${SHOP.name} account is blocked`, text, html: layout(hello, lines) };
}

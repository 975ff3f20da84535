import { SHOP } from '../../../contract/shop-info';
import type { MailMessage } from '../../mail/mailer';
import type { OtpPurpose } from './otp';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
 * The code stands alone on its own line of the plain-text part ("    123456"), so both people and
 * automated mail readers find it easily.
 */
export function otpMail(to: string, name: string | null, code: string, purpose: OtpPurpose): MailMessage {
  const { subject, lead } = PURPOSE_TEXT[purpose];
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    lead,
    '',
    `    ${code}`,
    '',
    'The code is valid for 10 minutes and can be used once.',
    'If you did not ask for it, you can ignore this e-mail.',
    '',
    `${SHOP.name} - ${SHOP.tagline}`,
    `Help: ${SHOP.supportEmail}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fff8f1;font-family:Arial,sans-serif;color:#2d2a3e">
<div style="max-width:480px;margin:0 auto;padding:24px">
<h1 style="color:#cf3a36;font-size:24px;margin:0 0 16px">${SHOP.name}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:24px 0">${code}</p>
<p>The code is valid for 10 minutes and can be used once.<br>If you did not ask for it, you can ignore this e-mail.</p>
<p style="color:#5b5670;font-size:12px">${escapeHtml(SHOP.tagline)} · ${SHOP.supportEmail}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

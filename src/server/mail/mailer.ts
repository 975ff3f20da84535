import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isPlainEmail } from '../../contract/email-address';
import { DEFAULT_SMTP_TIMEOUTS, type SmtpTimeouts } from './smtp-timeouts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; rejects when it could not be handed to the mail server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  timeouts?: SmtpTimeouts;
}): Mailer {
  if (!options.smtpUrl) return createLogMailer(options.logger);
  const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(message) {
      // Every address the shop takes is plain (src/contract/email-address.ts); one stored before that rule may
      // not be, and is never mailed (the shop names such addresses at start).
      if (!isPlainEmail(message.to)) throw new Error('not a plain e-mail address: refused to mail it');
      // An address object, never a string: nodemailer parses a string as a list of display names and addresses,
      // so 'victim+<attacker@gmail.com' would be sent to attacker@gmail.com (RCPT TO). As an object, the address
      // is used as it is, and a mail server refuses one that is not an address.
      await transport.sendMail({ from: options.from, ...message, to: { name: '', address: message.to } });
    },
  };
}

/** With no SMTP server configured, mails are written to the log, clearly marked, so a developer can read codes. */
export function createLogMailer(logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `[MAIL NOT SENT: SMTP_URL is not set] To: ${message.to} | Subject: ${message.subject}\n${message.text}`,
      );
    },
  };
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
}): Mailer {
  if (!options.smtpUrl) return createLogMailer(options.logger);
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
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

/**
 * How long the shop waits for its mail provider, in milliseconds. A provider that accepts the connection and never
 * answers would otherwise hold a registration, a resend or a reset request for nodemailer's defaults (2 minutes to
 * connect, 30 s to greet, 10 minutes of silence), and the outbox worker's mails behind it.
 *
 * `socketMs` is the longest silence after the greeting; it is 10 s, not the 15 s allowed at most, because it
 * starts counting only after connect and greeting: a provider that greets and then stops answering is given up
 * on about 10 s after the request began, so the shopper gets the 503 well within 15 s.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 5_000,
  greetingMs: 5_000,
  socketMs: 10_000,
};

/** The longest a shop may configure: connect and greet in 5 s each, 15 s of silence. */
export const MAX_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 15_000 };

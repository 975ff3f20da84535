/**
 * Mails in flight at once per instance when OUTBOX_MAIL_CONCURRENCY is not set: a provider answering in 300 ms then
 * takes about 25 mails a second from one instance, above a sale-day rush of 20 orders a second, and a provider that
 * hangs holds no more than 8 connections.
 */
export const DEFAULT_MAIL_CONCURRENCY = 8;

import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The shop's logger: JSON lines at the configured level (info by default), secrets redacted. Written to stdout
 * unless another destination is given (the bench writes the same lines to a file, as a service manager would).
 */
export function createShopLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return destination ? pino(options, destination) : pino(options);
}

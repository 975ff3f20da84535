import pino, { type DestinationStream, type Logger } from 'pino';
import { shopLogDestination } from './log-destination';

/**
 * The shop's logger: JSON lines at the configured level (info by default), secrets redacted. Written to stdout
 * through `shopLogDestination` unless another destination is given (the bench writes the same lines to a file
 * through it, as a service manager would; tests read them from a stream of their own).
 */
export function createShopLogger(
  level: string,
  destination: DestinationStream = shopLogDestination(),
): Logger {
  const options = {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  return pino(options, destination);
}

import type { Health } from '../../../contract/api-error';
import type { Database } from '../../db/client';

const PING_TIMEOUT_MS = 2000;

/** Asks the database a trivial question, giving up quickly so a health probe never hangs. */
export async function checkHealth(database: Database): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: 'ok', db: 'ok' };
  } catch {
    return { status: 'degraded', db: 'down' };
  } finally {
    clearTimeout(timer);
  }
}

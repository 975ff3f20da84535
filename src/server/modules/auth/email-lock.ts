import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Serialises the requests of one e-mail for one purpose across app instances: a transaction-scoped advisory lock,
 * so two parallel requests cannot both pass a limit that counts rows (cooldown, failed logins).
 */
export async function lockEmail(tx: DbOrTx, purpose: string, canonicalEmail: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${canonicalEmail}`}))`);
}

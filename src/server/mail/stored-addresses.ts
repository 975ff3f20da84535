import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isPlainEmail, PLAIN_EMAIL } from '../../contract/email-address';
import type { DbOrTx } from '../db/client';

/**
 * Stored addresses the shop would now refuse (a display name, angle brackets, a comma…), which an older version
 * accepted: an account or a waiting registration made with `victim+<attacker@gmail.com` mailed its codes to the
 * attacker. Nothing is changed automatically (the owner decides which account is whose); the shop names them at
 * start so the owner can act, and the mailer refuses to mail them meanwhile.
 */
export async function storedAddressesNotPlain(db: DbOrTx): Promise<{ table: string; email: string }[]> {
  // The database narrows the rows with the contract's pattern; the contract's own check (lengths too) decides.
  const result = (await db.execute(sql`
    select 'users' as "table", email from users where email !~* ${PLAIN_EMAIL.source} or length(email) > 254
    union all
    select 'pending_registrations', email from pending_registrations
      where email !~* ${PLAIN_EMAIL.source} or length(email) > 254
    union all
    select 'orders', customer_email from orders
      where customer_email !~* ${PLAIN_EMAIL.source} or length(customer_email) > 254`)) as unknown as {
    rows: { table: string; email: string }[];
  };
  return result.rows.filter((row) => !isPlainEmail(row.email));
}

export async function warnAboutStoredAddresses(db: DbOrTx, logger: FastifyBaseLogger): Promise<void> {
  const found = await storedAddressesNotPlain(db);
  for (const { table, email } of found)
    logger.warn(
      { table, email },
      `stored e-mail address is not a plain address (the shop mails it nothing): ${table} ${JSON.stringify(email)}`,
    );
}

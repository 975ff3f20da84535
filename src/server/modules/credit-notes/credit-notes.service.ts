import { and, eq } from 'drizzle-orm';
import type { IssuedCreditNote } from '../../../contract/credit-note';
import { RETURN_MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { creditNotes, returnRequests } from '../../db/schema';
import { conflict, notFound } from '../../http-error';

/**
 * The credit note of a return as issued, for the shopper who asked for the return (userId set) or the shop.
 * Someone else's return is "not found"; a return without a note (not refunded yet, an exchange, an order without
 * a tax invoice) is a 409 that says when one is issued.
 */
export async function findCreditNote(db: Db, returnId: string, userId?: string): Promise<IssuedCreditNote> {
  const [row] = await db
    .select({ id: returnRequests.id, note: creditNotes.note })
    .from(returnRequests)
    .leftJoin(creditNotes, eq(creditNotes.returnId, returnRequests.id))
    .where(and(eq(returnRequests.id, returnId), userId ? eq(returnRequests.userId, userId) : undefined));
  if (!row) throw notFound(RETURN_MESSAGES.returnNotFound);
  if (!row.note) throw conflict(RETURN_MESSAGES.noCreditNote);
  return row.note;
}

import { sql } from 'drizzle-orm';
import { formatCreditNoteNumber } from '../../../contract/credit-note';
import { financialYear } from '../../../contract/tax-invoice';
import type { DbOrTx } from '../../db/client';
import { creditNoteSequences } from '../../db/schema';

/**
 * The next credit note number of the financial year, taken inside the caller's transaction, as invoice numbers are
 * (invoices/invoice-number.ts): the upsert locks the year's row until the transaction ends, so refunds in parallel
 * take turns and one that rolls back gives its number back. No gaps, no twins.
 */
export async function takeCreditNoteNumber(tx: DbOrTx, now: Date): Promise<string> {
  const year = financialYear(now);
  const [row] = await tx
    .insert(creditNoteSequences)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteSequences.financialYear,
      set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSequences.lastNumber });
  return formatCreditNoteNumber(year, row!.lastNumber);
}

import { sql } from 'drizzle-orm';
import { financialYear, formatInvoiceNumber } from '../../../contract/tax-invoice';
import type { DbOrTx } from '../../db/client';
import { invoiceSequences } from '../../db/schema';

/**
 * The next invoice number of the financial year, taken inside the caller's transaction. The upsert locks the year's
 * row until that transaction ends, so two shipments in parallel take turns, and a transaction that rolls back
 * gives its number back: the numbers have no gaps and no twins (tested with parallel requests on PostgreSQL).
 */
export async function takeInvoiceNumber(tx: DbOrTx, now: Date): Promise<string> {
  const year = financialYear(now);
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  return formatInvoiceNumber(year, row!.lastNumber);
}

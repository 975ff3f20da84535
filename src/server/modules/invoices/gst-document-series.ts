import { sql } from 'drizzle-orm';
import { CREDIT_NOTE_SERIES } from '../../../contract/credit-note';
import { INVOICE_SERIES, financialYear } from '../../../contract/tax-invoice';
import type { DbOrTx } from '../../db/client';
import { creditNoteSequences, invoiceSequences } from '../../db/schema';

// GST asks each series of documents to be numbered consecutively within a financial year: "LH/2026-27/000001" for
// tax invoices, "CN/2026-27/000001" for credit notes. One way to take the next number, for every series.

const SERIES = {
  invoice: { table: invoiceSequences, series: INVOICE_SERIES },
  creditNote: { table: creditNoteSequences, series: CREDIT_NOTE_SERIES },
};

type GstDocumentSeries = keyof typeof SERIES;

/**
 * The next number of a series in the financial year of `now`, taken inside the caller's transaction. The upsert
 * locks the year's row until that transaction ends, so two documents issued in parallel take turns, and a
 * transaction that rolls back gives its number back: the numbers have no gaps and no twins (tested with parallel
 * requests on PostgreSQL).
 */
export async function takeDocumentNumber(tx: DbOrTx, series: GstDocumentSeries, now: Date): Promise<string> {
  const { table, series: numbers } = SERIES[series];
  const year = financialYear(now);
  const [row] = await tx
    .insert(table)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: table.financialYear,
      set: { lastNumber: sql`${table.lastNumber} + 1` },
    })
    .returning({ lastNumber: table.lastNumber });
  return numbers.format(year, row!.lastNumber);
}

import { amountInWords } from './amount-in-words';
import type { Paise } from './money';
import { PLATFORM_FEE_SAC, gstSeries, splitTax, type InvoiceLine, type IssuedInvoice } from './tax-invoice';

// The GST credit note of a refunded return (docs/decisions/0056-refunds-credit-notes-and-net-sales.md): it reduces
// the tax invoice of the order by the lines given back, at the rate and with the split (CGST + SGST or IGST) each
// line had on the invoice. Pure, so that the server, the tests and anyone reading it see one rule.

/** "CN/2026-27/000001": the credit notes' own series, per financial year like the invoices'. */
export const CREDIT_NOTE_SERIES = gstSeries('CN');

export interface CreditNoteLine {
  /** The line of the invoice it reduces, from 0. */
  invoiceLine: number;
  description: string;
  hsnCode: string;
  quantity: number;
  ratePercent: number;
  /** The value given back, tax included (what the line's refund is). */
  valuePaise: Paise;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface CreditNoteTotals {
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

/** A line given back: the invoice's line, the value credited for it by earlier notes, and this note's value. */
export interface CreditedLineInput {
  invoiceLineIndex: number;
  invoiceLine: InvoiceLine;
  quantity: number;
  /** Value of this invoice line already credited by earlier credit notes. */
  creditedBeforePaise: Paise;
  valuePaise: Paise;
}

/**
 * A line of the note. The tax is the growth of the tax in everything credited for the invoice line, from before this
 * note to after it, so that the notes of a line returned in several parts together reverse exactly the tax the
 * invoice charged on it.
 */
export function creditNoteLine(input: CreditedLineInput, intraState: boolean): CreditNoteLine {
  const rate = input.invoiceLine.ratePercent;
  const before = splitTax(input.creditedBeforePaise, rate, intraState);
  const after = splitTax(input.creditedBeforePaise + input.valuePaise, rate, intraState);
  return {
    invoiceLine: input.invoiceLineIndex,
    description: input.invoiceLine.description,
    hsnCode: input.invoiceLine.hsnCode,
    quantity: input.quantity,
    ratePercent: rate,
    valuePaise: input.valuePaise,
    taxableValuePaise: after.taxableValuePaise - before.taxableValuePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
  };
}

function creditNoteTotals(lines: readonly CreditNoteLine[]): CreditNoteTotals {
  const sum = (pick: (line: CreditNoteLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValuePaise: sum((l) => l.taxableValuePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    taxPaise: sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise),
    totalPaise: sum((l) => l.valuePaise),
  };
}

/** A credit note as issued when its return was refunded; stored and never recomputed. */
export interface IssuedCreditNote {
  number: string;
  issuedAt: string;
  title: string;
  seller: IssuedInvoice['seller'];
  buyer: IssuedInvoice['buyer'];
  placeOfSupply: string;
  /** The invoice it reduces. */
  invoiceNumber: string;
  invoiceDate: string;
  orderId: string;
  returnId: string;
  intraState: boolean;
  lines: CreditNoteLine[];
  totals: CreditNoteTotals;
  amountInWords: string;
}

/** The note of a return against the order's invoice: seller, buyer and place of supply as the invoice had them. */
export function buildCreditNote(input: {
  number: string;
  issuedAt: Date;
  invoice: IssuedInvoice;
  returnId: string;
  lines: readonly CreditedLineInput[];
  title: string;
}): IssuedCreditNote {
  const { invoice } = input;
  const intraState = invoice.taxes.intraState;
  const lines = input.lines.map((line) => creditNoteLine(line, intraState));
  const totals = creditNoteTotals(lines);
  return {
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    title: input.title,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt,
    orderId: invoice.orderId,
    returnId: input.returnId,
    intraState,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
}

/** The index of the invoice's line of the platform fee, if it had one (always its last line); -1 otherwise. */
export function platformFeeLineIndex(invoice: IssuedInvoice): number {
  const last = invoice.taxes.lines.length - 1;
  return invoice.taxes.lines[last]?.hsnCode === PLATFORM_FEE_SAC ? last : -1;
}

import type { CreditNoteLine, IssuedCreditNote } from '../../../contract/credit-note';
import { formatLongDate } from '../../../contract/dates';
import { CREDIT_NOTE_DOCUMENT, INVOICE_DOCUMENT } from '../../../contract/messages';
import { shortOrderId } from '../../../contract/order-texts';
import { renderGstDocument, tableAmount as amount, type GstColumn } from '../../pdf/gst-document';

// Draws an issued credit note as an A4 PDF, laid out as the invoice it reduces (pdf/gst-document.ts): what is the
// note's own is its references (its number and the invoice's), the lines given back with the tax reversed on each,
// and its totals.

function columnsFor(note: IssuedCreditNote): GstColumn<CreditNoteLine>[] {
  const heading = INVOICE_DOCUMENT.columns;
  const taxes: GstColumn<CreditNoteLine>[] = note.intraState
    ? [
        { heading: heading.cgst, width: 48, align: 'right', cell: (l) => amount(l.cgstPaise) },
        { heading: heading.sgst, width: 48, align: 'right', cell: (l) => amount(l.sgstPaise) },
      ]
    : [{ heading: heading.igst, width: 96, align: 'right', cell: (l) => amount(l.igstPaise) }];
  return [
    { heading: heading.number, width: 16, cell: (_line, i) => String(i + 1) },
    { heading: heading.description, width: 124, cell: (l) => l.description },
    { heading: heading.hsnSac, width: 44, cell: (l) => l.hsnCode },
    { heading: heading.quantity, width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { heading: heading.taxable, width: 62, align: 'right', cell: (l) => amount(l.taxableValuePaise) },
    { heading: heading.gstRate, width: 32, align: 'right', cell: (l) => `${l.ratePercent}%` },
    ...taxes,
    {
      heading: CREDIT_NOTE_DOCUMENT.columns.value,
      width: 82,
      align: 'right',
      cell: (l) => amount(l.valuePaise),
    },
  ];
}

export function renderCreditNotePdf(note: IssuedCreditNote): Promise<Buffer> {
  const { totals } = note;
  const taxes: [string, number][] = note.intraState
    ? [
        [CREDIT_NOTE_DOCUMENT.totals.cgst, totals.cgstPaise],
        [CREDIT_NOTE_DOCUMENT.totals.sgst, totals.sgstPaise],
      ]
    : [[CREDIT_NOTE_DOCUMENT.totals.igst, totals.igstPaise]];
  return renderGstDocument(
    {
      title: note.title,
      references: [
        CREDIT_NOTE_DOCUMENT.number(note.number),
        CREDIT_NOTE_DOCUMENT.date(formatLongDate(note.issuedAt)),
        CREDIT_NOTE_DOCUMENT.against(note.invoiceNumber, formatLongDate(note.invoiceDate)),
        CREDIT_NOTE_DOCUMENT.returnOf(shortOrderId(note.orderId)),
      ],
      referencesHeight: 60,
      seller: note.seller,
      buyer: note.buyer,
      placeOfSupply: note.placeOfSupply,
      columns: columnsFor(note),
      lines: note.lines,
      totals: [[CREDIT_NOTE_DOCUMENT.totals.taxable, totals.taxableValuePaise], ...taxes],
      total: [CREDIT_NOTE_DOCUMENT.totals.total, totals.totalPaise],
      amountInWords: note.amountInWords,
      notes: [],
      noSignature: CREDIT_NOTE_DOCUMENT.noSignature,
    },
    note.number,
  );
}

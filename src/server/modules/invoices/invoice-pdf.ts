import { formatLongDate } from '../../../contract/dates';
import { shortOrderId } from '../../../contract/order-texts';
import { type InvoiceLine, type IssuedInvoice } from '../../../contract/tax-invoice';
import { INVOICE_DOCUMENT } from '../../../contract/messages';
import { renderGstDocument, tableAmount as amount, type GstColumn } from '../../pdf/gst-document';

// Draws an issued invoice as an A4 PDF in the GST documents' layout (pdf/gst-document.ts): what is the invoice's own
// is its columns (tax columns only for a seller with a GSTIN), its references and its totals.

function columnsFor(invoice: IssuedInvoice): GstColumn<InvoiceLine>[] {
  const taxed = invoice.seller.gstin !== null;
  const intra = invoice.taxes.intraState;
  const heading = INVOICE_DOCUMENT.columns;
  const base: GstColumn<InvoiceLine>[] = [
    { heading: heading.number, width: 16, cell: (_line, i) => String(i + 1) },
    { heading: heading.description, width: taxed ? 118 : 200, cell: (l) => l.description },
    { heading: taxed ? heading.hsnSac : heading.hsn, width: 40, cell: (l) => l.hsnCode },
    { heading: heading.quantity, width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { heading: heading.price, width: 58, align: 'right', cell: (l) => amount(l.unitPricePaise) },
    { heading: heading.discount, width: 48, align: 'right', cell: (l) => amount(l.couponSharePaise) },
  ];
  const taxColumns: GstColumn<InvoiceLine>[] = taxed
    ? [
        { heading: heading.taxable, width: 56, align: 'right', cell: (l) => amount(l.taxableValuePaise) },
        { heading: heading.gstRate, width: 30, align: 'right', cell: (l) => `${l.ratePercent}%` },
        ...(intra
          ? ([
              { heading: heading.cgst, width: 44, align: 'right', cell: (l) => amount(l.cgstPaise) },
              { heading: heading.sgst, width: 44, align: 'right', cell: (l) => amount(l.sgstPaise) },
            ] satisfies GstColumn<InvoiceLine>[])
          : ([
              { heading: heading.igst, width: 88, align: 'right', cell: (l) => amount(l.igstPaise) },
            ] satisfies GstColumn<InvoiceLine>[])),
      ]
    : [];
  return [
    ...base,
    ...taxColumns,
    { heading: heading.total, width: taxed ? 55 : 100, align: 'right', cell: (l) => amount(l.totalPaise) },
  ];
}

function totalsOf(invoice: IssuedInvoice): [string, number][] {
  const { seller, taxes } = invoice;
  const totals: [string, number][] = [[INVOICE_DOCUMENT.totals.gross, taxes.totals.grossPaise]];
  if (taxes.totals.couponPaise > 0) totals.push([INVOICE_DOCUMENT.totals.coupon, -taxes.totals.couponPaise]);
  if (seller.gstin) {
    totals.push([INVOICE_DOCUMENT.totals.taxable, taxes.totals.taxableValuePaise]);
    if (taxes.intraState) {
      totals.push(
        [INVOICE_DOCUMENT.totals.cgst, taxes.totals.cgstPaise],
        [INVOICE_DOCUMENT.totals.sgst, taxes.totals.sgstPaise],
      );
    } else totals.push([INVOICE_DOCUMENT.totals.igst, taxes.totals.igstPaise]);
  }
  return totals;
}

export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  return renderGstDocument(
    {
      title: invoice.title,
      references: [
        INVOICE_DOCUMENT.number(invoice.number),
        INVOICE_DOCUMENT.date(formatLongDate(invoice.issuedAt)),
        INVOICE_DOCUMENT.order(shortOrderId(invoice.orderId), formatLongDate(invoice.orderDate)),
      ],
      referencesHeight: 50,
      seller: invoice.seller,
      buyer: invoice.buyer,
      placeOfSupply: invoice.placeOfSupply,
      columns: columnsFor(invoice),
      lines: invoice.taxes.lines,
      totals: totalsOf(invoice),
      total: [INVOICE_DOCUMENT.totals.total, invoice.taxes.totals.totalPaise],
      amountInWords: invoice.amountInWords,
      notes: invoice.seller.gstin ? [INVOICE_DOCUMENT.noReverseCharge] : [],
      noSignature: INVOICE_DOCUMENT.noSignature,
    },
    invoice.number,
  );
}

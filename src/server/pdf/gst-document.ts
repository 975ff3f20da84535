import { addressLines } from '../../contract/address';
import { INVOICE_DOCUMENT } from '../../contract/messages';
import { formatRupees, paiseToRupees } from '../../contract/money';
import type { IssuedInvoice } from '../../contract/tax-invoice';
import { startPdf, type PdfFont } from './pdf-document';
import { drawText, textHeight } from './pdf-text';

// The GST documents the shop issues, the tax invoice (invoices/invoice-pdf.ts) and the credit note that reduces it
// (credit-notes/credit-note-pdf.ts), share one A4 layout, drawn here: the title with the document's number and dates,
// the specimen warning, seller (with the GSTIN block) and buyer side by side, the item table, the totals, the amount
// in words and the closing notes. Each document gives its own words, columns and totals.

const MARGIN = 36;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** "1,299.00": amounts in table cells, where the column heading says ₹. */
export const tableAmount = (paise: number) => formatRupees(paiseToRupees(paise)).replace('₹', '');

export interface GstColumn<Line> {
  heading: string;
  width: number;
  align?: 'left' | 'right';
  cell: (line: Line, index: number) => string;
}

interface GstDocument<Line> {
  title: string;
  /** The document's number, dates and what it refers to, right-aligned beside the title. */
  references: string[];
  /** Where seller and buyer begin at the earliest, below the top margin (room for the references). */
  referencesHeight: number;
  seller: IssuedInvoice['seller'];
  buyer: IssuedInvoice['buyer'];
  placeOfSupply: string;
  columns: GstColumn<Line>[];
  lines: Line[];
  /** Label and amount (paise) of each total above the rule, then the document's total below it. */
  totals: [string, number][];
  total: [string, number];
  amountInWords: string;
  /** Notes under the amount in words (e.g. no reverse charge). */
  notes: string[];
  noSignature: string;
}

type Doc = PDFKit.PDFDocument;

function drawHeading<Line>(doc: Doc, document: GstDocument<Line>, width: number): void {
  doc.fillColor(INK).font('bold').fontSize(18).text(document.title, MARGIN, MARGIN);
  doc.font('regular').fontSize(9);
  document.references.forEach((line, index) =>
    index === 0
      ? doc.text(line, MARGIN, MARGIN, { width, align: 'right' })
      : doc.text(line, { width, align: 'right' }),
  );
  if (document.seller.specimen) {
    doc.moveDown(0.6).font('bold').fontSize(9).fillColor('#b91c1c').text(INVOICE_DOCUMENT.specimen, MARGIN);
    doc.fillColor(INK);
  }
}

/** Seller and buyer side by side; answers the y below the longer of the two. */
function drawParties<Line>(doc: Doc, document: GstDocument<Line>, width: number): number {
  const { seller, buyer } = document;
  const top = Math.max(doc.y, MARGIN + document.referencesHeight) + 10;
  const half = width / 2 - 10;
  const block = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, top, { width: half });
    doc.fillColor(INK).fontSize(10);
    drawText(doc, lines[0]!, x, doc.y, { font: 'bold', width: half });
    doc.fontSize(9);
    for (const line of lines.slice(1))
      if (line) drawText(doc, line, x, doc.y, { font: 'regular', width: half });
    return doc.y;
  };
  const sellerEnd = block(MARGIN, INVOICE_DOCUMENT.soldBy, [
    seller.legalName,
    seller.address,
    seller.state
      ? INVOICE_DOCUMENT.state(`${seller.state}${seller.stateCode ? ` (${seller.stateCode})` : ''}`)
      : '',
    seller.gstin ? INVOICE_DOCUMENT.gstin(seller.gstin) : INVOICE_DOCUMENT.notRegistered,
  ]);
  // The state is left out of the address lines: the next line gives it with its GST code.
  const buyerAddress = addressLines(
    {
      fullName: buyer.name,
      house: buyer.house,
      area: buyer.area,
      landmark: buyer.address,
      city: buyer.city,
      zipCode: buyer.pinCode,
      mobileNo: buyer.mobile,
    },
    { name: true },
  );
  const buyerEnd = block(MARGIN + half + 20, INVOICE_DOCUMENT.billTo, [
    ...buyerAddress,
    INVOICE_DOCUMENT.state(
      buyer.state ? `${buyer.state} (${buyer.stateCode})` : INVOICE_DOCUMENT.unknownState,
    ),
    INVOICE_DOCUMENT.placeOfSupply(document.placeOfSupply),
  ]);
  return Math.max(sellerEnd, buyerEnd);
}

/** The item table from `top`, a new page when a row would run into the totals' room; answers the y below it. */
function drawTable<Line>(doc: Doc, document: GstDocument<Line>, width: number, top: number): number {
  const { columns } = document;
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  let y = top;
  const rule = () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  const row = (cells: string[], font: PdfFont) => {
    doc.fontSize(7.5);
    const cellWidth = (i: number) => columns[i]!.width * scale - 4;
    const height =
      Math.max(...cells.map((cell, i) => textHeight(doc, cell, { font, width: cellWidth(i) }))) + 6;
    if (y + height > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      drawText(doc, cell, x + 2, y + 3, { font, width: cellWidth(i), align: columns[i]!.align ?? 'left' });
      x += columns[i]!.width * scale;
    });
    y += height;
    rule();
  };
  rule();
  row(
    columns.map((c) => c.heading),
    'bold',
  );
  document.lines.forEach((line, index) =>
    row(
      columns.map((c) => c.cell(line, index)),
      'regular',
    ),
  );
  return y;
}

/** The totals, the document's total under a rule, the amount in words, the notes and the no-signature line. */
function drawTotals<Line>(doc: Doc, document: GstDocument<Line>, width: number, top: number): void {
  let y = top + 10;
  const labelX = MARGIN + width - 250;
  for (const [label, paise] of document.totals) {
    doc.font('regular').fontSize(9).text(label, labelX, y, { width: 140 });
    doc.text(formatRupees(paiseToRupees(paise)), labelX + 140, y, { width: 110, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  y += 5;
  const [totalLabel, totalPaise] = document.total;
  doc.font('bold').fontSize(11).text(totalLabel, labelX, y, { width: 140 });
  doc.text(formatRupees(paiseToRupees(totalPaise)), labelX + 140, y, { width: 110, align: 'right' });
  y += 22;
  doc
    .font('regular')
    .fontSize(9)
    .text(INVOICE_DOCUMENT.amountInWords(document.amountInWords), MARGIN, y, { width });
  if (document.notes.length > 0) {
    doc.moveDown(0.5);
    for (const note of document.notes) doc.text(note, { width });
  }
  doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(document.noSignature, { width });
}

/** Draws a GST document as an A4 PDF (pdfkit, with the fonts of pdf-document.ts). */
export async function renderGstDocument<Line>(document: GstDocument<Line>, number: string): Promise<Buffer> {
  const { doc, done } = await startPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${document.title} ${number}`, Author: document.seller.legalName },
  });
  const width = doc.page.width - 2 * MARGIN;
  drawHeading(doc, document, width);
  const partiesEnd = drawParties(doc, document, width);
  const tableEnd = drawTable(doc, document, width, partiesEnd + 16);
  drawTotals(doc, document, width, tableEnd);
  doc.end();
  return done;
}

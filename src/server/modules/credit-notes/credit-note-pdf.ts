import { addressLines } from '../../../contract/address';
import type { CreditNoteLine, IssuedCreditNote } from '../../../contract/credit-note';
import { formatLongDate } from '../../../contract/dates';
import { CREDIT_NOTE_DOCUMENT, INVOICE_DOCUMENT } from '../../../contract/messages';
import { formatRupees, paiseToRupees } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import { startPdf } from '../../pdf/pdf-document';

// Draws an issued credit note as an A4 PDF, laid out as the invoice it reduces (invoices/invoice-pdf.ts): heading
// with its number and the invoice's, seller and buyer as on the invoice, the lines given back with the tax reversed
// on each, the totals and the amount in words.

const MARGIN = 36;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

const amount = (paise: number) => formatRupees(paiseToRupees(paise)).replace('₹', '');

interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
  cell: (line: CreditNoteLine, index: number) => string;
}

function columnsFor(note: IssuedCreditNote): Column[] {
  const heading = INVOICE_DOCUMENT.columns;
  const taxes: Column[] = note.intraState
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
  const { doc, done } = startPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${note.title} ${note.number}`, Author: note.seller.legalName },
  });
  const width = doc.page.width - 2 * MARGIN;
  const { seller, buyer } = note;

  doc.fillColor(INK).font('bold').fontSize(18).text(note.title, MARGIN, MARGIN);
  doc
    .font('regular')
    .fontSize(9)
    .text(CREDIT_NOTE_DOCUMENT.number(note.number), MARGIN, MARGIN, { width, align: 'right' })
    .text(CREDIT_NOTE_DOCUMENT.date(formatLongDate(note.issuedAt)), { width, align: 'right' })
    .text(CREDIT_NOTE_DOCUMENT.against(note.invoiceNumber, formatLongDate(note.invoiceDate)), {
      width,
      align: 'right',
    })
    .text(CREDIT_NOTE_DOCUMENT.returnOf(shortOrderId(note.orderId)), { width, align: 'right' });
  if (seller.specimen) {
    doc.moveDown(0.6).font('bold').fontSize(9).fillColor('#b91c1c').text(INVOICE_DOCUMENT.specimen, MARGIN);
    doc.fillColor(INK);
  }

  const top = Math.max(doc.y, MARGIN + 60) + 10;
  const half = width / 2 - 10;
  const block = (x: number, heading: string, lines: string[]) => {
    doc.font('bold').fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, top, { width: half });
    doc.fillColor(INK).font('bold').fontSize(10).text(lines[0]!, { width: half });
    doc.font('regular').fontSize(9);
    for (const line of lines.slice(1)) if (line) doc.text(line, { width: half });
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
  const buyerEnd = block(MARGIN + half + 20, INVOICE_DOCUMENT.billTo, [
    ...addressLines(
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
    ),
    INVOICE_DOCUMENT.state(
      buyer.state ? `${buyer.state} (${buyer.stateCode})` : INVOICE_DOCUMENT.unknownState,
    ),
    INVOICE_DOCUMENT.placeOfSupply(note.placeOfSupply),
  ]);

  const columns = columnsFor(note);
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  let y = Math.max(sellerEnd, buyerEnd) + 16;
  const rule = () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(7.5);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width * scale - 4 })),
      ) + 6;
    if (y + height > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 2, y + 3, { width: column.width * scale - 4, align: column.align ?? 'left' });
      x += column.width * scale;
    });
    y += height;
    rule();
  };
  rule();
  row(
    columns.map((c) => c.heading),
    'bold',
  );
  note.lines.forEach((line, index) =>
    row(
      columns.map((c) => c.cell(line, index)),
      'regular',
    ),
  );

  const { totals } = note;
  const rows: [string, number][] = [[CREDIT_NOTE_DOCUMENT.totals.taxable, totals.taxableValuePaise]];
  if (note.intraState)
    rows.push(
      [CREDIT_NOTE_DOCUMENT.totals.cgst, totals.cgstPaise],
      [CREDIT_NOTE_DOCUMENT.totals.sgst, totals.sgstPaise],
    );
  else rows.push([CREDIT_NOTE_DOCUMENT.totals.igst, totals.igstPaise]);
  y += 10;
  const labelX = MARGIN + width - 250;
  for (const [label, paise] of rows) {
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
  doc.font('bold').fontSize(11).text(CREDIT_NOTE_DOCUMENT.totals.total, labelX, y, { width: 140 });
  doc.text(formatRupees(paiseToRupees(totals.totalPaise)), labelX + 140, y, { width: 110, align: 'right' });
  y += 22;
  doc
    .font('regular')
    .fontSize(9)
    .text(INVOICE_DOCUMENT.amountInWords(note.amountInWords), MARGIN, y, { width });
  doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(CREDIT_NOTE_DOCUMENT.noSignature, { width });
  doc.end();
  return done;
}

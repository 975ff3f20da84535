import { addressLines } from '../../../contract/address';
import { formatLongDate } from '../../../contract/dates';
import { paiseToRupees, formatRupees } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import { type InvoiceLine, type IssuedInvoice } from '../../../contract/tax-invoice';
import { INVOICE_DOCUMENT } from '../../../contract/messages';
import { startPdf } from '../../pdf/pdf-document';

// Draws an issued invoice as an A4 PDF (pdfkit, with the fonts of pdf/pdf-document.ts).

const MARGIN = 36;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** "1,299.00": amounts in table cells, where the column heading says ₹. */
const amount = (paise: number) => formatRupees(paiseToRupees(paise)).replace('₹', '');

interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

function columnsFor(invoice: IssuedInvoice): Column[] {
  const taxed = invoice.seller.gstin !== null;
  const intra = invoice.taxes.intraState;
  const heading = INVOICE_DOCUMENT.columns;
  const base: Column[] = [
    { heading: heading.number, width: 16, cell: (_line, i) => String(i + 1) },
    { heading: heading.description, width: taxed ? 118 : 200, cell: (l) => l.description },
    { heading: taxed ? heading.hsnSac : heading.hsn, width: 40, cell: (l) => l.hsnCode },
    { heading: heading.quantity, width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { heading: heading.price, width: 58, align: 'right', cell: (l) => amount(l.unitPricePaise) },
    { heading: heading.discount, width: 48, align: 'right', cell: (l) => amount(l.couponSharePaise) },
  ];
  const taxColumns: Column[] = taxed
    ? [
        { heading: heading.taxable, width: 56, align: 'right', cell: (l) => amount(l.taxableValuePaise) },
        { heading: heading.gstRate, width: 30, align: 'right', cell: (l) => `${l.ratePercent}%` },
        ...(intra
          ? ([
              { heading: heading.cgst, width: 44, align: 'right', cell: (l) => amount(l.cgstPaise) },
              { heading: heading.sgst, width: 44, align: 'right', cell: (l) => amount(l.sgstPaise) },
            ] satisfies Column[])
          : ([
              { heading: heading.igst, width: 88, align: 'right', cell: (l) => amount(l.igstPaise) },
            ] satisfies Column[])),
      ]
    : [];
  return [
    ...base,
    ...taxColumns,
    { heading: heading.total, width: taxed ? 55 : 100, align: 'right', cell: (l) => amount(l.totalPaise) },
  ];
}

export function renderInvoicePdf(invoice: IssuedInvoice): Promise<Buffer> {
  const { doc, done } = startPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.seller.legalName },
  });

  const width = doc.page.width - 2 * MARGIN;
  const { seller, buyer, taxes } = invoice;

  // Heading: title on the left, number and dates on the right.
  doc.fillColor(INK).font('bold').fontSize(18).text(invoice.title, MARGIN, MARGIN);
  doc
    .font('regular')
    .fontSize(9)
    .text(INVOICE_DOCUMENT.number(invoice.number), MARGIN, MARGIN, { width, align: 'right' })
    .text(INVOICE_DOCUMENT.date(formatLongDate(invoice.issuedAt)), { width, align: 'right' })
    .text(INVOICE_DOCUMENT.order(shortOrderId(invoice.orderId), formatLongDate(invoice.orderDate)), {
      width,
      align: 'right',
    });
  if (seller.specimen) {
    doc.moveDown(0.6).font('bold').fontSize(9).fillColor('#b91c1c').text(INVOICE_DOCUMENT.specimen, MARGIN);
    doc.fillColor(INK);
  }

  // Seller and buyer side by side.
  const top = Math.max(doc.y, MARGIN + 50) + 10;
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
    INVOICE_DOCUMENT.placeOfSupply(invoice.placeOfSupply),
  ]);

  // The lines.
  const columns = columnsFor(invoice);
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  let y = Math.max(sellerEnd, buyerEnd) + 16;
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(7.5);
    let x = MARGIN;
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: columns[i]!.width * scale - 4 }),
    );
    const height = Math.max(...heights) + 6;
    if (y + height > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x + 2, y + 3, { width: column.width * scale - 4, align: column.align ?? 'left' });
      x += column.width * scale;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  };
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  row(
    columns.map((c) => c.heading),
    'bold',
  );
  taxes.lines.forEach((line, index) =>
    row(
      columns.map((c) => c.cell(line, index)),
      'regular',
    ),
  );

  // Totals.
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
  y += 10;
  const labelX = MARGIN + width - 250;
  for (const [label, paise] of totals) {
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
  doc.font('bold').fontSize(11).text(INVOICE_DOCUMENT.totals.total, labelX, y, { width: 140 });
  doc.text(formatRupees(paiseToRupees(taxes.totals.totalPaise)), labelX + 140, y, {
    width: 110,
    align: 'right',
  });
  y += 22;
  doc
    .font('regular')
    .fontSize(9)
    .text(INVOICE_DOCUMENT.amountInWords(invoice.amountInWords), MARGIN, y, { width });
  doc.moveDown(0.5);
  if (seller.gstin) doc.text(INVOICE_DOCUMENT.noReverseCharge, { width });
  doc.moveDown(1.5).fillColor(MUTED).fontSize(8).text(INVOICE_DOCUMENT.noSignature, { width });
  doc.end();
  return done;
}

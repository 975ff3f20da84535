import { formatLongDate } from '../../../../contract/dates';
import { LABEL_DOCUMENT } from '../../../../contract/messages';
import { formatRupees, paiseToRupees } from '../../../../contract/money';
import { startPdf, type PdfFont } from '../../../pdf/pdf-document';
import { drawText, textHeight } from '../../../pdf/pdf-text';
import { code128 } from './code128';
import type { ShippingLabel } from './shipping-label';

// Draws shipping labels as 4×6 inch pages (288×432 pt, the courier label size thermal printers take), each followed
// by its packing slip on a page of the same size, so that one roll prints both. Every block has a fixed budget of
// height and cuts its text short (…) rather than run into the next: a long address can never hide the barcode or
// the amount to collect.

const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
const INK = '#000000';
const MUTED = '#444444';

/**
 * The narrowest bar (a module) is as wide as the label allows, at most 2 pt, with ten modules of white on each side
 * (Code 128's quiet zone). Up to 26 letters and digits (many more digits alone, which Code 128 packs two to a
 * symbol) keep it at 0.75 pt or more: about 0.26 mm, 3 dots at 300 dpi and 2 at 203 dpi, what scanners read.
 */
const MAX_MODULE = 2;
const QUIET_MODULES = 10;
const BARCODE_HEIGHT = 60;

type Doc = PDFKit.PDFDocument;

/**
 * Text in a box of at most `maxHeight`, cut short with an ellipsis, Devanagari in its own face (pdf/pdf-text.ts);
 * answers the y below what was drawn.
 */
function boxedText(
  doc: Doc,
  text: string,
  y: number,
  options: {
    font: PdfFont;
    size: number;
    maxHeight: number;
    color?: string;
    align?: 'left' | 'center' | 'right';
  },
): number {
  doc.fontSize(options.size).fillColor(options.color ?? INK);
  const height = Math.min(textHeight(doc, text, { font: options.font, width: INNER }), options.maxHeight);
  drawText(doc, text, MARGIN, y, {
    font: options.font,
    width: INNER,
    height: options.maxHeight,
    ellipsis: true,
    align: options.align ?? 'left',
  });
  return y + height;
}

function heading(doc: Doc, text: string, y: number): number {
  return boxedText(doc, text.toUpperCase(), y, { font: 'bold', size: 7, maxHeight: 9, color: MUTED }) + 2;
}

function rule(doc: Doc, y: number, weight = 1): number {
  doc
    .moveTo(MARGIN, y)
    .lineTo(WIDTH - MARGIN, y)
    .strokeColor(INK)
    .lineWidth(weight)
    .stroke();
  return y + weight;
}

async function drawBarcode(doc: Doc, text: string, y: number): Promise<number> {
  const { png, modules } = await code128(text);
  const module = Math.min(MAX_MODULE, INNER / (modules + 2 * QUIET_MODULES));
  const width = modules * module;
  doc.image(png, (WIDTH - width) / 2, y, { width, height: BARCODE_HEIGHT });
  return y + BARCODE_HEIGHT;
}

async function drawLabel(doc: Doc, label: ShippingLabel): Promise<void> {
  // Ship to: name, address, then the PIN in large type (couriers sort by it) and the mobile.
  let y = heading(doc, LABEL_DOCUMENT.shipTo, MARGIN);
  y = boxedText(doc, label.shipTo.name, y, { font: 'bold', size: 13, maxHeight: 34 }) + 1;
  y = boxedText(doc, label.shipTo.lines.join('\n'), y, { font: 'regular', size: 9.5, maxHeight: 64 }) + 4;
  doc.font('bold').fontSize(16).fillColor(INK).text(LABEL_DOCUMENT.pin(label.shipTo.pinCode), MARGIN, y);
  if (label.shipTo.phone)
    doc
      .font('bold')
      .fontSize(11)
      .text(LABEL_DOCUMENT.mobile(label.shipTo.phone), MARGIN, y + 4, { width: INNER, align: 'right' });
  y = rule(doc, y + 24, 1.5) + 6;

  // The courier and its AWB as a barcode; before there is one, the barcode carries the order number.
  const courier = label.courier ? LABEL_DOCUMENT.courier(label.courier) : LABEL_DOCUMENT.courierNotYet;
  const awb = label.awb ? LABEL_DOCUMENT.awb(label.awb) : LABEL_DOCUMENT.awbNotYet;
  y = boxedText(doc, courier, y, { font: 'bold', size: 10, maxHeight: 13 });
  y = boxedText(doc, awb, y, { font: label.awb ? 'bold' : 'regular', size: 10, maxHeight: 13 }) + 3;
  const barcodeText = label.awb ?? label.orderNumber;
  y = (await drawBarcode(doc, barcodeText, y)) + 3;
  const caption = label.awb ? label.awb : `${barcodeText} · ${LABEL_DOCUMENT.barcodeIsOrder}`;
  y = boxedText(doc, caption, y, { font: 'regular', size: 9, maxHeight: 12, align: 'center' }) + 5;
  y = rule(doc, y, 1.5) + 6;

  // What the courier collects: the largest type on the label, in a box.
  const boxHeight = label.codAmountPaise === null ? 30 : 46;
  doc.rect(MARGIN, y, INNER, boxHeight).lineWidth(2).strokeColor(INK).stroke();
  if (label.codAmountPaise === null) {
    doc
      .font('bold')
      .fontSize(14)
      .text(LABEL_DOCUMENT.prepaid, MARGIN, y + 8, { width: INNER, align: 'center' });
  } else {
    const amount = formatRupees(paiseToRupees(label.codAmountPaise));
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(MUTED)
      .text(LABEL_DOCUMENT.cashOnDelivery.toUpperCase(), MARGIN, y + 4, { width: INNER, align: 'center' });
    const collect = LABEL_DOCUMENT.collect(amount);
    // 22 pt, or as large as fits the width for a rare amount in lakhs.
    doc.font('bold').fontSize(22);
    const size = Math.min(22, (22 * (INNER - 8)) / doc.widthOfString(collect));
    doc
      .fontSize(size)
      .fillColor(INK)
      .text(collect, MARGIN, y + 14 + (22 - size) / 2, { width: INNER, align: 'center', lineBreak: false });
  }
  y += boxHeight + 8;

  doc.font('bold').fontSize(14).fillColor(INK).text(LABEL_DOCUMENT.order(label.orderNumber), MARGIN, y);
  doc
    .font('regular')
    .fontSize(9)
    .text(formatLongDate(label.placedAt), MARGIN, y + 4, { width: INNER, align: 'right' });
  y = rule(doc, y + 22, 0.75) + 5;

  // Ship from, where the courier returns a parcel it cannot deliver: what is left of the page, at most.
  y = heading(doc, LABEL_DOCUMENT.shipFrom, y);
  y = boxedText(doc, label.shipFrom.name, y, { font: 'bold', size: 9, maxHeight: 12 });
  const below = [
    ...label.shipFrom.lines,
    ...(label.shipFrom.phone ? [LABEL_DOCUMENT.phone(label.shipFrom.phone)] : []),
  ];
  boxedText(doc, below.join('\n'), y, { font: 'regular', size: 8, maxHeight: HEIGHT - MARGIN - y });
}

const COLUMNS = { size: 64, quantity: 34 };
const ITEM_WIDTH = INNER - COLUMNS.size - COLUMNS.quantity;

function slipHeader(doc: Doc, label: ShippingLabel, continued: boolean): number {
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(LABEL_DOCUMENT.packingSlip, MARGIN, MARGIN, { lineBreak: false });
  doc
    .font('bold')
    .fontSize(11)
    .text(LABEL_DOCUMENT.order(label.orderNumber), MARGIN, MARGIN + 2, { width: INNER, align: 'right' });
  let y = MARGIN + 22;
  if (continued) {
    y = boxedText(doc, `(${LABEL_DOCUMENT.continued})`, y, { font: 'regular', size: 9, maxHeight: 12 }) + 6;
  } else {
    y = boxedText(doc, LABEL_DOCUMENT.placedOn(formatLongDate(label.placedAt)), y, {
      font: 'regular',
      size: 9,
      maxHeight: 12,
    });
    const to = `${label.shipTo.name}, ${LABEL_DOCUMENT.pin(label.shipTo.pinCode)}`;
    y = boxedText(doc, to, y, { font: 'regular', size: 9, maxHeight: 24 }) + 6;
  }
  const head = LABEL_DOCUMENT.columns;
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text(head.item.toUpperCase(), MARGIN, y, { width: ITEM_WIDTH });
  doc.text(head.size.toUpperCase(), MARGIN + ITEM_WIDTH, y, { width: COLUMNS.size });
  doc.text(head.quantity.toUpperCase(), MARGIN + ITEM_WIDTH + COLUMNS.size, y, {
    width: COLUMNS.quantity,
    align: 'right',
  });
  return rule(doc, y + 12, 1) + 4;
}

/** The items to pack, as many pages as they need; the total count of pieces closes the list. */
function drawPackingSlip(doc: Doc, label: ShippingLabel): void {
  let y = slipHeader(doc, label, false);
  const bottom = HEIGHT - MARGIN - 20;
  for (const item of label.items) {
    doc.fontSize(10);
    const nameWidth = ITEM_WIDTH - 6;
    const nameHeight = Math.min(textHeight(doc, item.name, { font: 'regular', width: nameWidth }), 26);
    // The SKU, small under the name, is what the packer picks the piece by.
    const skuHeight = item.sku ? 10 : 0;
    const height = nameHeight + skuHeight + 6;
    if (y + height > bottom) {
      doc.addPage();
      y = slipHeader(doc, label, true);
    }
    doc.fontSize(10).fillColor(INK);
    drawText(doc, item.name, MARGIN, y, { font: 'regular', width: nameWidth, height: 26, ellipsis: true });
    if (item.sku)
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(LABEL_DOCUMENT.sku(item.sku), MARGIN, y + nameHeight, {
          width: ITEM_WIDTH - 6,
          lineBreak: false,
          ellipsis: true,
        })
        .fontSize(10)
        .fillColor(INK);
    doc
      .font('bold')
      .text(item.size, MARGIN + ITEM_WIDTH, y, { width: COLUMNS.size, height: 26, ellipsis: true });
    doc.text(String(item.quantity), MARGIN + ITEM_WIDTH + COLUMNS.size, y, {
      width: COLUMNS.quantity,
      align: 'right',
    });
    y += height;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(WIDTH - MARGIN, y - 3)
      .strokeColor('#bbbbbb')
      .lineWidth(0.5)
      .stroke();
  }
  const pieces = label.items.reduce((sum, item) => sum + item.quantity, 0);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(LABEL_DOCUMENT.pieces(pieces), MARGIN, Math.min(y + 6, bottom), { width: INNER, align: 'right' });
}

/** One PDF with a label and its packing slip for each order, in the order given. */
export async function renderLabelsPdf(labels: ShippingLabel[]): Promise<Buffer> {
  const first = labels[0];
  const { doc, done } = await startPdf({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title:
        first && labels.length === 1
          ? LABEL_DOCUMENT.title(first.orderNumber)
          : LABEL_DOCUMENT.titleMany(labels.length),
    },
  });
  for (const label of labels) {
    doc.addPage();
    await drawLabel(doc, label);
    doc.addPage();
    drawPackingSlip(doc, label);
  }
  doc.end();
  return done;
}

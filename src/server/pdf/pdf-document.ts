import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The documents the shop draws as PDFs (the invoice, the shipping labels) start the same way: pdfkit with DejaVu
// Sans, shipped in an npm package, which has the rupee sign that the PDF standard fonts lack; the bytes are
// gathered into one buffer when the document ends.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

/** The two fonts every document registers, by the names the drawing code uses. */
export type PdfFont = 'regular' | 'bold';

/**
 * A new document with the shop's fonts registered and `done`, the whole file once `doc.end()` has been called.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  doc.registerFont('regular' satisfies PdfFont, REGULAR);
  doc.registerFont('bold' satisfies PdfFont, BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

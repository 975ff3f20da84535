import { createRequire } from 'node:module';
import { DEVANAGARI_FONT } from './pdf-text';

// The documents the shop draws as PDFs (the invoice, the credit note, the shipping labels) start the same way:
// pdfkit with DejaVu Sans, shipped in an npm package, which has the rupee sign that the PDF standard fonts lack, and
// Noto Sans Devanagari (Fontsource's WOFF, which pdfkit's fontkit reads) for Hindi names and addresses, drawn in
// runs by pdf-text.ts; the bytes are gathered into one buffer when the document ends.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');
const devanagariFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );
const DEVANAGARI_REGULAR = devanagariFile(400);
const DEVANAGARI_BOLD = devanagariFile(700);

/** The two fonts every document registers, by the names the drawing code uses. */
export type PdfFont = 'regular' | 'bold';

const importPdfkit = () => import('pdfkit');
let loadingPdfkit: ReturnType<typeof importPdfkit> | undefined;

/**
 * A new document with the shop's fonts registered and `done`, the whole file once `doc.end()` has been called.
 * pdfkit (with fontkit and its tables, several megabytes of a small server's memory) is loaded with the first
 * document the shop draws, not at start: most hours of a shop draw none.
 */
export async function startPdf(options: PDFKit.PDFDocumentOptions): Promise<{
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
}> {
  loadingPdfkit ??= importPdfkit();
  const { default: PDFDocument } = await loadingPdfkit;
  const doc = new PDFDocument(options);
  doc.registerFont('regular' satisfies PdfFont, REGULAR);
  doc.registerFont('bold' satisfies PdfFont, BOLD);
  doc.registerFont(DEVANAGARI_FONT.regular, DEVANAGARI_REGULAR);
  doc.registerFont(DEVANAGARI_FONT.bold, DEVANAGARI_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

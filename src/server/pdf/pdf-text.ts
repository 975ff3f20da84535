import type { PdfFont } from './pdf-document';

// Text in the shop's documents may be Hindi: a parent's name or address ("राम कुमार, गांधी नगर"), a product name the
// shop wrote in Devanagari. DejaVu Sans has no Devanagari, and Noto Sans Devanagari (as Fontsource ships it) has no
// Latin letters or digits, so such text is drawn in runs: Devanagari in Noto Sans Devanagari, the rest in DejaVu
// Sans. fontkit (in pdfkit) shapes each Devanagari run: conjuncts, the vowel sign ि before its consonant, the
// nasal marks. Text with no Devanagari is handed to pdfkit as it always was, so an English document is unchanged.
// Text extraction (copying, pdftotext) reads the glyphs in the order they are drawn: a word with the vowel sign ि
// or a reph comes back in visual order (सिविल as िसिवल). Marking the runs with their ActualText would mend that for
// some readers, but poppler's layout mode then loses the words altogether, so the runs are left unmarked.
//
// Every document draws the shopper's and the shop's words through `drawText` and measures them with `textHeight`.

type Doc = PDFKit.PDFDocument;

/** The Devanagari face of each of the shop's fonts, as pdf-document.ts registers it. */
export const DEVANAGARI_FONT: Readonly<Record<PdfFont, string>> = {
  regular: 'regular-devanagari',
  bold: 'bold-devanagari',
};

interface TextOptions {
  font: PdfFont;
  width: number;
  align?: 'left' | 'center' | 'right';
  /** The most height the text may take; lines below it are left out (with … when `ellipsis`). */
  height?: number;
  ellipsis?: boolean;
  /** false: one line, never wrapped. */
  lineBreak?: boolean;
}

/** A character of Devanagari text: its letters and signs, the dandas and Vedic marks, and the joiners shaping uses. */
const CHARACTER = String.raw`(?:\p{Script_Extensions=Devanagari}|\u200C|\u200D)`;
const DEVANAGARI = new RegExp(CHARACTER, 'u');
/** A run of Devanagari, spaces inside it included (so a Hindi phrase is shaped and spaced as one). */
const RUNS = new RegExp(`(${CHARACTER}+(?: +${CHARACTER}+)*)`, 'u');

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

interface Run {
  text: string;
  font: string;
}

function runsOf(line: string, font: PdfFont): Run[] {
  return line
    .split(RUNS)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, font: DEVANAGARI.test(part) ? DEVANAGARI_FONT[font] : font }));
}

/** The size pdfkit's current font is set to: the runs keep it when they switch faces. */
function fontSizeOf(doc: Doc): number {
  return (doc as unknown as { _fontSize: number })._fontSize;
}

/** The ascender of the current face at the current size, to put runs of two faces on one baseline. */
function ascenderOf(doc: Doc): number {
  return ((doc as unknown as { _font: { ascender: number } })._font.ascender * fontSizeOf(doc)) / 1000;
}

function widthOf(doc: Doc, runs: Run[]): number {
  return runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
}

/** The height of a line of each face, and its ascender: a line with Devanagari is as tall as the taller face. */
function lineMetrics(doc: Doc, font: PdfFont): { height: number; ascender: number } {
  const faces = [font, DEVANAGARI_FONT[font]].map((face) => {
    doc.font(face);
    return { height: doc.currentLineHeight(true), ascender: ascenderOf(doc) };
  });
  doc.font(font);
  return {
    height: Math.max(...faces.map((f) => f.height)),
    ascender: Math.max(...faces.map((f) => f.ascender)),
  };
}

/** Greedy wrapping at spaces, as pdfkit does; a word wider than the line stays whole on a line of its own. */
function wrap(doc: Doc, text: string, options: TextOptions): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (options.lineBreak === false) {
      lines.push(paragraph);
      continue;
    }
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && widthOf(doc, runsOf(candidate, options.font)) > options.width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** The lines that fit `height`, the last one cut short with … when some were left out and `ellipsis` is asked. */
function fitted(doc: Doc, lines: string[], lineHeight: number, options: TextOptions): string[] {
  if (options.height === undefined) return lines;
  const count = Math.max(1, Math.floor((options.height + 0.5) / lineHeight));
  if (lines.length <= count) return lines;
  const kept = lines.slice(0, count);
  if (!options.ellipsis) return kept;
  // Cut by whole letters (a consonant with its vowel signs and conjuncts), never through one.
  const letters = [...graphemes.segment(kept[count - 1]!)].map((part) => part.segment);
  let last = letters.join('');
  while (last !== '' && widthOf(doc, runsOf(`${last}…`, options.font)) > options.width) {
    letters.pop();
    last = letters.join('').trimEnd();
  }
  kept[count - 1] = `${last}…`;
  return kept;
}

function laidOut(doc: Doc, text: string, options: TextOptions) {
  const { height, ascender } = lineMetrics(doc, options.font);
  return { lines: fitted(doc, wrap(doc, text, options), height, options), lineHeight: height, ascender };
}

/** The height `drawText` takes for this text, in the font and size given. */
export function textHeight(doc: Doc, text: string, options: TextOptions): number {
  if (!hasDevanagari(text)) return doc.font(options.font).heightOfString(text, { width: options.width });
  const { lines, lineHeight } = laidOut(doc, text, { ...options, height: undefined });
  return lines.length * lineHeight;
}

/**
 * Draws text at (x, y) in the document's current size and colour, in `options.font` and its Devanagari face, and
 * leaves doc.x and doc.y below it as pdfkit's own text does.
 */
export function drawText(doc: Doc, text: string, x: number, y: number, options: TextOptions): Doc {
  const { font, ...layout } = options;
  if (!hasDevanagari(text)) return doc.font(font).text(text, x, y, layout);
  const { lines, lineHeight, ascender } = laidOut(doc, text, options);
  let top = y;
  for (const line of lines) {
    const runs = runsOf(line, font);
    const free = options.width - widthOf(doc, runs);
    let left = x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
    for (const run of runs) {
      doc.font(run.font);
      // Each face on the line's one baseline: pdfkit puts the top of the face's own ascender at the y it is given.
      doc.text(run.text, left, top + ascender - ascenderOf(doc), { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
    top += lineHeight;
  }
  doc.font(font);
  doc.x = x;
  doc.y = top;
  return doc;
}

// A Code 128 barcode as a PNG for pdfkit, drawn by bwip-js. The label scales the picture to whole modules of its own
// width, so the PNG only has to be sharp: each module (the narrowest bar) is PIXELS_PER_MODULE pixels wide. bwip-js
// (a few megabytes of code) is loaded with the first label, not at start.

const PIXELS_PER_MODULE = 4;

interface Code128 {
  png: Buffer;
  /** The width of the symbol in modules, quiet zones not included (the label leaves white around it). */
  modules: number;
}

/** Code 128 carries printable ASCII: AWB numbers and order numbers are letters, digits and a few signs. */
const CODE128_TEXT = /^[\x20-\x7e]+$/;

export async function code128(text: string): Promise<Code128> {
  if (!CODE128_TEXT.test(text)) throw new Error(`Code 128 cannot carry ${JSON.stringify(text)}`);
  const { default: bwipjs } = await import('bwip-js/node');
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scaleX: PIXELS_PER_MODULE,
    scaleY: 1,
    height: 4,
    includetext: false,
  });
  // A PNG's width is the first field of its IHDR chunk, at byte 16.
  return { png, modules: png.readUInt32BE(16) / PIXELS_PER_MODULE };
}

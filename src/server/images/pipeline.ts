import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '../../contract/catalog';
import type { DbOrTx } from '../db/client';
import { badRequest } from '../http-error';
import { databaseImageStore, type ImageStore, type StoredVariant } from './image-store';

/** Formats a shopper's or admin's upload may have; SVG (scriptable) and everything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression-bomb guard: 40 megapixels is more than any phone camera sends. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const WEBP_QUALITY = 78;

export const IMAGE_ERRORS = {
  notAnImage: 'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.',
  tooLarge: 'The image is too large.',
} as const;

/** The renditions to make of a picture `width` px wide: every standard width up to it, at least one. */
export function variantWidths(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? [...fitting] : [Math.max(1, width)];
}

/**
 * Makes the WebP renditions of an already decoded, trusted picture. The picture is rasterised once at the largest
 * width and every smaller rendition is made from that, which keeps SVG drawings and big photos fast.
 */
export async function renderVariants(
  input: Sharp,
): Promise<{ width: number; height: number; variants: StoredVariant[] }> {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const { data, info } = await input
    .resize({ width: largest, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants = await Promise.all(
    variantWidths(info.width).map(async (width) => {
      const { data: bytes, info: out } = await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 3 })
        .toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, contentType: 'image/webp', bytes };
    }),
  );
  return { width: info.width, height: info.height, variants };
}

/** Checks by content (never by file name or declared type) that a buffer is a raster picture of sane size. */
export async function inspectUpload(buffer: Buffer): Promise<Sharp> {
  if (buffer.length === 0) throw badRequest(IMAGE_ERRORS.notAnImage);
  if (buffer.length > MAX_UPLOAD_BYTES) throw badRequest(IMAGE_ERRORS.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest(IMAGE_ERRORS.notAnImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(IMAGE_ERRORS.notAnImage);
  if (!metadata.width || !metadata.height) throw badRequest(IMAGE_ERRORS.notAnImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest(IMAGE_ERRORS.tooLarge);
  // rotate() applies the camera's EXIF orientation; metadata (location, camera) is dropped on output.
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/**
 * Validates an uploaded picture, stores its WebP renditions and returns the new image id.
 * Admin product uploads and the demo catalog both come through here.
 */
export async function storeImage(db: DbOrTx, buffer: Buffer, store: ImageStore = databaseImageStore(db)) {
  const input = await inspectUpload(buffer);
  let rendered;
  try {
    rendered = await renderVariants(input);
  } catch {
    throw badRequest(IMAGE_ERRORS.notAnImage);
  }
  return store.save({ width: rendered.width, height: rendered.height }, rendered.variants);
}

/** Stores a picture the shop drew itself (trusted input such as the demo SVG illustrations). */
export async function storeTrustedImage(
  db: DbOrTx,
  input: Sharp,
  store: ImageStore = databaseImageStore(db),
): Promise<string> {
  const rendered = await renderVariants(input);
  return store.save({ width: rendered.width, height: rendered.height }, rendered.variants);
}

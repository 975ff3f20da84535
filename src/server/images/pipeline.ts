import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH } from '../../contract/catalog';
import { isOneOf } from '../../contract/one-of';
import { MAX_IMAGE_BYTES } from '../../contract/product-form';
import { IMAGE_MESSAGES } from '../../contract/messages/admin';
import type { DbOrTx } from '../db/client';
import { badRequest } from '../http-error';
import {
  databaseImageStore,
  SOURCE_TYPE,
  SOURCE_WIDTH,
  type ImageStore,
  type StoredVariant,
} from './image-store';

/** Formats a shopper's or admin's upload may have; SVG (scriptable) and everything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression-bomb guard: 40 megapixels is more than any phone camera sends. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
const WEBP_QUALITY = 78;

const importSharp = () => import('sharp');
let loadingSharp: ReturnType<typeof importSharp> | undefined;

/**
 * sharp (libvips: about 20 MB resident once loaded) is loaded with the first picture the shop makes, not at start:
 * a running shop serves renditions it stored long ago, and on a small server those megabytes are the shoppers'.
 * libvips' cache of recent operations is off: every picture is made once and stored, so nothing is asked twice.
 */
async function sharpOf(input?: Buffer, options?: SharpOptions): Promise<Sharp> {
  loadingSharp ??= importSharp().then((module) => {
    module.default.cache(false);
    return module;
  });
  const { default: sharp } = await loadingSharp;
  return sharp(input, options);
}

interface RenderedImage {
  width: number;
  height: number;
  variants: StoredVariant[];
}

/**
 * The renditions to make of a picture `width` px wide: every standard width below it and the picture's own width
 * (up to the widest standard one), so a 600 px upload is kept sharp at 600 px and a 300 px one is never enlarged.
 */
export function variantWidths(width: number): number[] {
  const own = Math.max(1, Math.min(Math.round(width), MAX_IMAGE_WIDTH));
  return [...IMAGE_WIDTHS.filter((w) => w < own), own];
}

/**
 * Makes the WebP renditions of an already decoded, trusted picture. The picture is rasterised once at the largest
 * width and every smaller rendition is made from that, which keeps SVG drawings and big photos fast.
 */
async function renderVariants(
  input: Sharp,
  { effort = 4 }: { effort?: number } = {},
): Promise<RenderedImage> {
  const { data, info } = await input
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    // Product pictures are opaque; transparency is laid on white (alpha would double the encoding time).
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants = await Promise.all(
    variantWidths(info.width).map(async (width) => {
      const { data: bytes, info: out } = await (
        await sharpOf(data, { raw })
      )
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort })
        .toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, contentType: 'image/webp', bytes };
    }),
  );
  return { width: info.width, height: info.height, variants };
}

/** Checks by content (never by file name or declared type) that a buffer is a raster picture of sane size. */
async function inspectUpload(buffer: Buffer): Promise<Sharp> {
  if (buffer.length === 0) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (buffer.length > MAX_UPLOAD_BYTES) throw badRequest(IMAGE_MESSAGES.tooLarge);
  let metadata: Metadata;
  try {
    // Only the header is read here, so the size can be judged (and refused) before any pixel is decoded.
    metadata = await (await sharpOf(buffer, { limitInputPixels: false })).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (!metadata.width || !metadata.height) throw badRequest(IMAGE_MESSAGES.notAnImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest(IMAGE_MESSAGES.tooLarge);
  // rotate() applies the camera's EXIF orientation; metadata (location, camera) is dropped on output.
  return (await sharpOf(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })).rotate();
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
    throw badRequest(IMAGE_MESSAGES.notAnImage);
  }
  return store.save(
    { width: rendered.width, height: rendered.height, widths: rendered.variants.map((v) => v.width) },
    rendered.variants,
  );
}

/**
 * Stores a drawing the shop made itself (trusted SVG, e.g. the demo catalog). Its WebP renditions are made when
 * first asked for (readVariant), so loading the demo shop takes a moment instead of rendering every picture.
 */
export async function storeDrawing(
  db: DbOrTx,
  svg: string,
  size: { width: number; height: number },
  store: ImageStore = databaseImageStore(db),
): Promise<string> {
  // The widths its renditions will have once rendered (readVariant), so pages can list them before that.
  return store.save({ ...size, widths: variantWidths(size.width) }, [
    { width: SOURCE_WIDTH, height: SOURCE_WIDTH, contentType: SOURCE_TYPE, bytes: Buffer.from(svg) },
  ]);
}

// Renderings in progress, so that a burst of requests for one new picture renders it once.
const rendering = new Map<string, Promise<void>>();

/**
 * The WebP rendition of a picture closest to `width`. A stored drawing is rendered on first request, and again when
 * a width is asked for that it was not yet rendered at (a width added to IMAGE_WIDTHS since).
 */
export async function readVariant(
  store: ImageStore,
  imageId: string,
  width: number,
): Promise<StoredVariant | undefined> {
  const variant = await store.read(imageId, width);
  if (variant && (variant.width === width || !isOneOf(IMAGE_WIDTHS, width))) return variant;
  if (variant && !(await store.hasSource(imageId))) return variant;
  let job = rendering.get(imageId);
  if (!job) {
    job = (async () => {
      const source = await store.readSource(imageId);
      if (!source) return;
      const rendered = await renderVariants(await sharpOf(source.bytes), { effort: 1 });
      await store.addVariants(imageId, rendered.variants);
    })().finally(() => rendering.delete(imageId));
    rendering.set(imageId, job);
  }
  await job;
  return store.read(imageId, width);
}

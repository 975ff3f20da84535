import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { useTestApp } from '../test/harness';
import { and, eq } from 'drizzle-orm';
import { imageVariants } from '../db/schema';
import { databaseImageStore } from './image-store';
import { IMAGE_MESSAGES } from '../../contract/messages/admin';
import { readVariant, storeDrawing, storeImage, variantWidths } from './pipeline';

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('image pipeline', () => {
  const t = useTestApp();

  it('stores an upload as WebP renditions no wider than the original', async () => {
    const png = await sharp({ create: { width: 800, height: 1000, channels: 4, background: '#ec5f8f' } })
      .png()
      .toBuffer();
    const id = await storeImage(t.database.db, png);
    const store = databaseImageStore(t.database.db);
    const small = await store.read(id, 320);
    expect(small?.width).toBe(320);
    expect((await sharp(small!.bytes).metadata()).format).toBe('webp');
    // No 1200 rendition of an 800 px picture: it is kept at its own 800 px, the widest one served.
    expect((await store.read(id, 1200))?.width).toBe(800);
    expect(variantWidths(800)).toEqual([320, 480, 640, 800]);
    expect(variantWidths(600)).toEqual([320, 480, 600]);
    expect(variantWidths(640)).toEqual([320, 480, 640]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(3000)).toEqual([320, 480, 640, 800, 1200]);
    expect(variantWidths(1000)).toEqual([320, 480, 640, 800, 1000]);
  });

  it('refuses SVG, text, empty and oversized pictures by their content', async () => {
    const db = t.database.db;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>',
    );
    expect((await rejection(storeImage(db, svg))).message).toBe(IMAGE_MESSAGES.notAnImage);
    expect((await rejection(storeImage(db, Buffer.from('hello, not a picture')))).statusCode).toBe(400);
    expect((await rejection(storeImage(db, Buffer.alloc(0)))).statusCode).toBe(400);
    // A tiny PNG header claiming 100000 × 100000 pixels (a decompression bomb) is refused before decoding.
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    expect((await rejection(storeImage(db, huge))).statusCode).toBe(400);
  });

  it('renders a stored drawing once, on first request', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="1200" height="1500" fill="#3d8fe0"/></svg>';
    const id = await storeDrawing(t.database.db, svg, { width: 1200, height: 1500 });
    const store = databaseImageStore(t.database.db);
    expect(await store.read(id, 640)).toBeUndefined();
    const [a, b] = await Promise.all([readVariant(store, id, 640), readVariant(store, id, 320)]);
    expect(a?.width).toBe(640);
    expect(b?.width).toBe(320);
    expect((await store.read(id, 1200))?.height).toBe(1500);
    expect((await store.read(id, 480))?.width).toBe(480);
  });

  it('renders a width added since a drawing was first rendered (480 for pictures stored before it existed)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><rect width="1200" height="1500" fill="#ec5f8f"/></svg>';
    const id = await storeDrawing(t.database.db, svg, { width: 1200, height: 1500 });
    const store = databaseImageStore(t.database.db);
    await readVariant(store, id, 640);
    // As a database from before the 480 px width holds it: 320, 640 and 1200 rendered.
    await t.database.db
      .delete(imageVariants)
      .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, 480)));
    expect((await store.read(id, 480))?.width).toBe(320);
    expect((await readVariant(store, id, 480))?.width).toBe(480);
  });
});

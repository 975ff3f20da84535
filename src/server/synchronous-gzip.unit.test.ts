import { gunzipSync, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createSynchronousGzip } from './synchronous-gzip';

/** What the stream has made readable so far, without waiting for anything. */
function readableNow(stream: Transform): Buffer[] {
  const out: Buffer[] = [];
  for (let chunk = stream.read() as Buffer | null; chunk !== null; chunk = stream.read() as Buffer | null)
    out.push(chunk);
  return out;
}

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `LH-${from + i},फ्रॉक लाल,₹${(699.5 + i).toFixed(2)}\n`).join('');

describe('createSynchronousGzip', () => {
  it('gives gzip that reads back to every chunk written, in order', async () => {
    const chunks = [rows(0, 1), rows(1, 2_000), '', rows(2_001, 5_000)];
    const gzip = createSynchronousGzip();
    const out: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => out.push(chunk));
    const ended = new Promise((resolve) => gzip.on('end', resolve));
    for (const chunk of chunks) gzip.write(Buffer.from(chunk));
    gzip.end();
    await ended;
    expect(gunzipSync(Buffer.concat(out)).toString('utf8')).toBe(chunks.join(''));
  });

  it('has compressed a chunk when its write returns, without a turn of the event loop', () => {
    const gzip = createSynchronousGzip();
    gzip.write(Buffer.from(rows(0, 20_000)));
    const compressed = readableNow(gzip);
    expect(compressed.length).toBeGreaterThan(0);
    // Node's zlib stream, for contrast: nothing yet, its output comes back on a later turn.
    const zlibGzip = createGzip();
    zlibGzip.write(Buffer.from(rows(0, 20_000)));
    expect(readableNow(zlibGzip)).toEqual([]);
    zlibGzip.destroy();
  });
});

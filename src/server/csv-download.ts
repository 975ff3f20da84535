import { Readable } from 'node:stream';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { createSynchronousGzip } from './synchronous-gzip';

// A CSV download (the orders and the products exports): the byte-order mark, so that Excel reads UTF-8 (₹, Hindi
// names), and the header first, before any row is read; then each batch of records as one chunk. A chunk a line, as
// a streaming CSV writer makes them, cost 17,881 turns of the event loop for 10,000 orders when zlib's gzip took a
// turn for each, every one behind the other requests of a busy shop (an export took 40–96 s in a sale-day rush on the
// embedded database); the gzip is now made in the writer's own turn (CSV_DOWNLOAD_COMPRESSION, below), and a chunk a
// batch still keeps the stream's own steps few. The stream asks for the next batch only when its reader has taken
// the last, so memory stays flat however long the file.

export type CsvCell = string | number;

const BYTE_ORDER_MARK = '\ufeff';

/**
 * Records as CSV text, each line ending in a newline: a field with a comma, a quote, a line break or a space at either
 * end is quoted. Written by Papa Parse's writer: csv-stringify, used until 2026-11-28, allocated several small objects
 * a field and took 22 ms for 4,000 lines of the orders export against Papa's 8 ms
 * (docs/decisions/0082-csv-written-by-papa-parse.md).
 */
function csvLines(records: readonly CsvCell[][]): string {
  return records.length === 0 ? '' : Papa.unparse(records as CsvCell[][], { newline: '\n' }) + '\n';
}

async function* csvChunks(
  columns: readonly string[],
  batches: AsyncIterable<CsvCell[][]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(BYTE_ORDER_MARK + csvLines([[...columns]]));
  for await (const records of batches) yield Buffer.from(csvLines(records));
}

/** The CSV's bytes as a stream; a failure while reading the batches ends it with that error. */
export function csvDownload(columns: readonly string[], batches: AsyncIterable<CsvCell[][]>): Readable {
  return Readable.from(csvChunks(columns, batches), { objectMode: false });
}

/**
 * The compression of a CSV download's route: gzip only (every browser takes it), by a stream that compresses each
 * batch in the turn that reads it (src/server/synchronous-gzip.ts). A client that does not take gzip gets the file as
 * it is.
 */
export const CSV_DOWNLOAD_COMPRESSION = {
  encodings: ['gzip'],
  zlib: { createGzip: createSynchronousGzip },
} satisfies Pick<FastifyCompressOptions, 'encodings' | 'zlib'>;

/** Answers with the CSV as an attachment named `fileName`, never kept by a cache (it holds customers' data). */
export function sendCsvDownload(reply: FastifyReply, fileName: string, csv: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDownload, type CsvCell } from './csv-download';

async function* batchesOf(...batches: CsvCell[][][]): AsyncGenerator<CsvCell[][]> {
  for (const batch of batches) yield batch;
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Cells a spreadsheet or a careless writer gets wrong: separators, quotes, line breaks, spaces, ₹ and Hindi. */
const AWKWARD: CsvCell[] = [
  'plain',
  'Flat 4, Lotus Residency',
  'Frock "Gulabi"',
  'two\nlines',
  'carriage\rreturn',
  ' leading space',
  'trailing space ',
  '',
  0,
  699.5,
  '₹1,418.00',
  'फ्रॉक, लाल',
  "'=SUM(A1)",
];

describe('csvDownload', () => {
  it('writes the byte-order mark and the header, then each batch, every line ending in a newline', async () => {
    const text = await textOf(csvDownload(['Order', 'Total'], batchesOf([['a1', '10.00']], [['b2', 20]])));
    expect(text).toBe('\ufeffOrder,Total\na1,10.00\nb2,20\n');
  });

  it('quotes what must be quoted, so that a CSV reader gets every cell back as it was written', async () => {
    const header = AWKWARD.map((_, i) => `Column ${i + 1}`);
    const text = await textOf(csvDownload(header, batchesOf([AWKWARD, [...AWKWARD].reverse()])));
    expect(text).toContain('"Flat 4, Lotus Residency"');
    expect(text).toContain('"Frock ""Gulabi"""');
    expect(text).toContain('"two\nlines"');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([header, AWKWARD.map(String), [...AWKWARD].reverse().map(String)]);
  });

  it('writes the header alone when there is nothing to export, and nothing for an empty batch', async () => {
    expect(await textOf(csvDownload(['Order'], batchesOf()))).toBe('\ufeffOrder\n');
    expect(await textOf(csvDownload(['Order'], batchesOf([], [['x']])))).toBe('\ufeffOrder\nx\n');
  });
});

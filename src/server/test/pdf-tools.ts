import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// A PDF read back as a person or a scanner would: its text (poppler's pdftotext), its pages (pdfinfo) and the
// barcodes on its pages rendered at 300 dpi (pdftoppm, then zbar's zbarimg), Debian's poppler-utils and zbar-tools.

const run = promisify(execFile);

async function withFile<T>(bytes: Buffer, read: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'littlehope-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    return await read(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, in reading order as laid out. */
export function pdfPages(bytes: Buffer): Promise<string[]> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    // pdftotext ends every page with a form feed.
    return stdout.split('\f').slice(0, -1);
  });
}

export async function pdfPageCount(bytes: Buffer): Promise<number> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1]);
  });
}

/** The page size in points, of the first page. */
export async function pdfPageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  return withFile(bytes, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout) ?? [];
    return { width: Number(width), height: Number(height) };
  });
}

/**
 * What a courier's scanner reads on page `page` (from 1) rendered at 300 dpi: "CODE-128:…" per symbol found. The
 * scanner looks for Code 128 only, the labels' symbology, as a courier's is set to: with every symbology on, zbar
 * now and then read a stray one-character Code 39 in a label's print, which no courier would ever see.
 */
export async function pdfBarcodes(bytes: Buffer, page: number): Promise<string[]> {
  return withFile(bytes, async (file, dir) => {
    const prefix = path.join(dir, 'page');
    await run('pdftoppm', ['-r', '300', '-png', '-f', String(page), '-l', String(page), file, prefix]);
    const [png] = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    // zbarimg exits with 4 when it finds no symbol: an empty answer, for the test to judge.
    const { stdout } = await run('zbarimg', [
      '--quiet',
      '-Sdisable',
      '-Scode128.enable',
      path.join(dir, png!),
    ]).catch((error: { code?: number; stdout?: string }) => {
      if (error.code === 4) return { stdout: '' };
      throw error;
    });
    return stdout.split('\n').filter((line) => line !== '');
  });
}

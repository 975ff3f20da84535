import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project cites only itself: a fresh clone must be able to follow every document a comment, test or record
// names (docs/architecture.md), and the decision records stay numbered, dated and indexed.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'docs', 'e2e', 'bench', 'scripts', 'eslint', 'README.md', 'vite.config.ts'];
const TEXT_FILE = /\.(ts|tsx|js|md|sql|json|css|html)$/;

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' || name === 'meta' ? [] : filesUnder(path.join(relative, name)),
  );
}

const files = SCANNED.flatMap(filesUnder)
  .filter((file) => TEXT_FILE.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

const DECISIONS = path.join(ROOT, 'docs/decisions');
const records = readdirSync(DECISIONS).filter((name) => name !== 'README.md');

describe('the project documents', () => {
  it('cites no document outside the repository', () => {
    // Written in two pieces so that this file does not find itself.
    const outside = new RegExp(['SPEC', 'ARCHITECTURE'].map((name) => `\\b${name}\\.md`).join('|'));
    expect(files.filter(({ text }) => outside.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('names only documents that exist', () => {
    const missing: string[] = [];
    for (const { file, text } of files) {
      for (const [cited] of text.matchAll(/docs\/[\w./-]+\.md/g)) {
        if (!existsSync(path.join(ROOT, cited))) missing.push(`${file}: ${cited}`);
      }
      // A record names another by its file name alone.
      if (file.startsWith(path.join('docs', 'decisions'))) {
        for (const [cited] of text.matchAll(/(?<![\w/-])\d{4}-[\w-]+\.md/g)) {
          if (!records.includes(cited)) missing.push(`${file}: ${cited}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps every decision record numbered, dated, with a status, and in the index', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    const numbers = new Set<string>();
    for (const record of records) {
      expect(record, 'NNNN-short-title.md').toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
      const number = record.slice(0, 4);
      expect(numbers.has(number), `${number} is used once`).toBe(false);
      numbers.add(number);
      const [title, , date, status] = readFileSync(path.join(DECISIONS, record), 'utf8').split('\n');
      expect(title, record).toMatch(/^# \S/);
      expect(date, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
      expect(status, record).toMatch(/^Status: (accepted|superseded|proposed)/);
      expect(index, `${record} in docs/decisions/README.md`).toContain(`(${record})`);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The product's words live here once: a second screen that needs the same words refers to the first.
describe('the product texts', () => {
  it('write each sentence or label once in src/contract/messages', () => {
    const folder = path.join(path.dirname(new URL(import.meta.url).pathname), '../contract/messages');
    const seen = new Map<string, string[]>();
    for (const file of readdirSync(folder).filter(
      (name) => name.endsWith('.ts') && !name.includes('.test.'),
    )) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) {
        const text = match[1]!;
        // Texts a shopper reads: words with a space; import paths and class names are not texts.
        if (!/[A-Za-z]{2,} [A-Za-z]/.test(text) || text.startsWith('.')) continue;
        seen.set(text, [...(seen.get(text) ?? []), file]);
      }
    }
    const twice = [...seen]
      .filter(([, files]) => files.length > 1)
      .map(([text, files]) => `${text} (${files})`);
    expect(twice).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The heap's growing factor applies from the first full collection after it is set: the entry points import it
// before anything else, so that the modules they load are collected under it too.
describe('the heap growth setting', () => {
  it.each(['src/server/main.ts', 'bench/servers/shop.ts'])('is the first import of %s', (file) => {
    const firstImport = fs
      .readFileSync(path.resolve(__dirname, '../..', file), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('import '));
    expect(firstImport).toMatch(/^import '(\.\/|\.\.\/\.\.\/src\/server\/)heap-growth';$/);
  });
});

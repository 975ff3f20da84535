import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleFiles, SHOPPER_PAGES } from './spa';

describe("the shopper pages' preloads", () => {
  it('name screens the router loads lazily, so a renamed screen cannot silently lose its preload', () => {
    const router = fs.readFileSync('src/web/app/router.tsx', 'utf8');
    for (const { module } of Object.values(SHOPPER_PAGES)) {
      expect(fs.existsSync(`src/web/${module}`), module).toBe(true);
      expect(router).toContain(`import('../${module.replace(/\.tsx$/, '')}')`);
    }
  });

  it("list a module's files and its imports' once each, never the entry", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js' },
      'page.tsx': { file: 'assets/page.js', imports: ['_a.js', '_b.js', 'index.html'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['index.html'] },
    };
    expect(moduleFiles(manifest, 'page.tsx')).toEqual(['assets/page.js', 'assets/a.js', 'assets/b.js']);
    expect(moduleFiles(manifest, 'missing.tsx')).toEqual([]);
  });
});

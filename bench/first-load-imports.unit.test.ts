import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the storefront's first file is made of (the page-weight bench weighs it): every module src/web/main.tsx
// reaches through static imports, the lazily loaded screens being files of their own. zod is not one of them: a
// single schema in a module the first page imported brought the whole of it along, a quarter of that file (86 kB
// brotli with it, 65 kB without). Forms and the back office load it with their own screens.

const ENTRY = path.resolve(__dirname, '../src/web/main.tsx');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module specifiers a file imports for its code: type-only imports and exports are left out. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(css|svg|webp|png)$/.test(specifier)) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
}

/** Every package the first file's modules import, with one module that imports it. */
function firstLoadPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) walk(next);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, path.relative(process.cwd(), file));
      }
    }
  };
  walk(ENTRY);
  return packages;
}

describe("the storefront's first file", () => {
  it('reaches React, the router and the query library, and not zod', () => {
    const packages = firstLoadPackages();
    expect(packages.has('react')).toBe(true);
    expect(packages.has('react-router')).toBe(true);
    expect(packages.has('@tanstack/react-query')).toBe(true);
    const zod = [...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(zod, 'modules of the first file that import zod').toEqual([]);
  });
});

// Shows how the catalog's queries run on a big catalog: the plan (which indexes) and timings.
//   DATABASE_URL=postgres://… npm run seed:catalog -- --count 100000
//   DATABASE_URL=postgres://… npx tsx bench/catalog-explain.ts
import path from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { ProductListQuerySchema, SearchQuerySchema } from '../src/contract/catalog';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DbOrTx } from '../src/server/db/client';
import { listProducts } from '../src/server/modules/catalog/catalog.service';
import { searchTerms } from '../src/server/modules/catalog/search';
import {
  hasMatches,
  searchPage,
  searchSelect,
  typoAlternatives,
} from '../src/server/modules/catalog/search.service';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
const { db } = database;
const counted = (await db.execute(sql`select count(*)::int as count from products`)) as unknown as {
  rows: { count: number }[];
};
const count = counted.rows[0]?.count ?? 0;
console.log(`products: ${count} (${database.kind})`);

async function explain(tx: DbOrTx, label: string, query: SQLWrapper) {
  const result = (await tx.execute(sql`explain (analyze, costs off, timing on) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const lines = result.rows.map((row) => Object.values(row)[0]!);
  const indexes = [
    ...new Set(
      lines
        .join('\n')
        .match(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:on|using) \w+/g) ?? [],
    ),
  ];
  const time = lines.find((line) => line.startsWith('Execution Time'));
  console.log(`\n## ${label}\n  indexes: ${indexes.join(', ') || '(none)'}\n  ${time}`);
  if (process.env.VERBOSE) console.log(lines.map((l) => `    ${l}`).join('\n'));
}

for (const q of [
  'frock',
  'girls party dress',
  'kurti',
  'festive navy kurta set',
  'floral shirt',
  'tee',
  'lehnga',
  'pink frok',
  't shirt',
  'tshrt',
  'jeans',
  'कुर्ता',
]) {
  const terms = searchTerms(q);
  const typos = !(await hasMatches(db, terms));
  const near = typos ? await typoAlternatives(db, terms) : undefined;
  await explain(db, `search "${q}"${typos ? ' (typo path)' : ''}`, searchSelect(db, terms, 28, 0, { near }));
}
// Words a window showed to match few products are read through the full-text index (search.service.ts, searchRows).
for (const q of ['floral shirt', 'peacock kurta']) {
  await explain(
    db,
    `search "${q}", few matches`,
    searchSelect(db, searchTerms(q), 28, 0, { fewMatches: true }),
  );
}

async function timed(label: string, run: () => Promise<unknown>) {
  await run();
  const started = performance.now();
  const rounds = 5;
  for (let i = 0; i < rounds; i++) await run();
  console.log(
    `${label}: ${((performance.now() - started) / rounds).toFixed(1)} ms (API call incl. sizes and pictures)`,
  );
}

console.log('\n## end-to-end service timings (mean of 5)');
for (const q of ['frock', 'peacock kurta', 'unicorn frock', 'lehnga', 'pink frok', 'elefant']) {
  await timed(`search "${q}"`, () => searchPage(db, SearchQuerySchema.parse({ q }), config.publicUrl));
}
for (const query of [
  {},
  { sort: 'priceLow' },
  { category: 'Party Wear,Ethnic Wear', gender: 'Girls', sort: 'priceHigh' },
  { size: '6-7 y', minPrice: '500', maxPrice: '900' },
  { page: '3000' },
]) {
  await timed(`getAllproducts ${JSON.stringify(query)}`, () =>
    listProducts(db, ProductListQuerySchema.parse(query), config.publicUrl),
  );
}
await database.close();

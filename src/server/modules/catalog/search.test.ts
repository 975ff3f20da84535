import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchPage } from '../../../contract/catalog';
import { seedDemoData } from '../../seed/demo';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { entriesTsQueryText, searchTerms } from './search';
import { searchSelect } from './search.service';
import { SEARCH_GROUPS } from './search-vocabulary';

// How parents type, on the demo catalog: misspellings, everyday and regional words, Hindi, and ranking by name.
describe('search as parents type it', () => {
  const t = useTestApp();
  const page = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/searchResults?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, q).toBe(200);
    return response.json<SearchPage>();
  };
  const names = async (q: string) => (await page(q)).items.map((p) => p.name);

  beforeAll(async () => {
    expect(await seedDemoData(t.database.db, pino({ level: 'silent' }), t.clock.now())).toBe(true);
  });

  it("asks for a group's entries in one tsquery that is the same query as one per entry, OR'ed", async () => {
    for (const group of SEARCH_GROUPS) {
      const perEntry = sql.join(
        group.map(
          (entry) =>
            sql`to_tsquery('english'::regconfig, ${entry
              .split(' ')
              .map((word) => `${word}:AB`)
              .join(' & ')})`,
        ),
        sql` || `,
      );
      const result = (await t.database.db.execute(
        sql`select (${perEntry})::text as apart, to_tsquery('english'::regconfig, ${entriesTsQueryText(group)})::text as together`,
      )) as unknown as { rows: { apart: string; together: string }[] };
      expect(result.rows[0]!.together, group[0]).toBe(result.rows[0]!.apart);
    }
  });

  it("reads a search's matches through the full-text index when the words are known to be few", () => {
    // OFFSET 0 keeps the newest-first LIMIT out of the matches' scan (search.service.ts); drizzle drops `.offset(0)`.
    const statement = (fewMatches: boolean) =>
      searchSelect(t.database.db, searchTerms('floral shirt'), 28, 0, { fewMatches }).toSQL().sql;
    expect(statement(true)).toMatch(/@@ .* offset 0\) "matches"/);
    expect(statement(false)).not.toMatch(/offset 0/);
  });

  it('finds misspelled common words: tshrt, jens, frok', async () => {
    const tshrt = await names('tshrt');
    expect(tshrt.length).toBeGreaterThan(0);
    expect(tshrt.every((name) => /t-shirt|tee/i.test(name))).toBe(true);
    expect(await names('jens')).toContain('Stretch Denim Pants');
    expect((await names('frok')).every((name) => /frock|dress/i.test(name))).toBe(true);
  });

  it('maps everyday and regional words to the catalog words', async () => {
    const jeans = await names('jeans');
    expect(jeans).toEqual(expect.arrayContaining(['Stretch Denim Pants', 'Denim-Look Pull-On Shorts']));
    const ghagra = await names('ghagra');
    expect(ghagra.length).toBeGreaterThanOrEqual(4);
    expect(ghagra.every((name) => /lehenga|chaniya/i.test(name))).toBe(true);
    const nightdress = await names('nightdress');
    expect(nightdress).toEqual(
      expect.arrayContaining(['Cotton Night Suit Set', 'Girls Night Suit with Moon Print']),
    );
    expect(nightdress.every((name) => /night suit/i.test(name))).toBe(true);
    expect(await names('night dress')).toEqual(nightdress);
    expect(await names('banyan')).toEqual(['Boys Cotton Vest, Pack of 3']);
  });

  it('finds with Hindi in Devanagari what the English word finds', async () => {
    const sorted = async (q: string) => [...(await names(q))].sort();
    expect(await sorted('कुर्ता')).toEqual(await sorted('kurta'));
    expect((await sorted('कुर्ता')).length).toBeGreaterThan(5);
    expect(await sorted('लहंगा')).toEqual(await sorted('lehenga'));
    expect(await sorted('फ्रॉक')).toEqual(await sorted('frock'));
    expect(await sorted('जींस')).toEqual(await sorted('jeans'));
  });

  it('ranks products named after the garment first: t shirt lists t-shirts, not formal shirts or blazers', async () => {
    for (const q of ['t shirt', 't-shirt', 'tshirt', 'T Shirt']) {
      const found = await names(q);
      expect(found.length, q).toBeGreaterThan(3);
      expect(
        found.slice(0, 4).every((name) => /t-shirt|tee/i.test(name)),
        `${q}: ${found.join(' | ')}`,
      ).toBe(true);
      expect(
        found.some((name) => /formal|blazer|oxford/i.test(name)),
        q,
      ).toBe(false);
    }
  });

  it('ranks a product named after a word asked for before one whose description only repeats the words', async () => {
    // By full-text rank alone the second comes first: its description holds both words side by side, four times.
    const named = await createProduct(t.database.db, {
      name: 'Zebra Hoodie',
      description: 'Soft fleece with a hood. Pairs with a poncho.',
    });
    const described = await createProduct(t.database.db, {
      name: 'Festive Outfit',
      description:
        'Zebra poncho in wool. The zebra poncho has a zebra poncho motif; our zebra poncho is loved.',
    });
    const found = (await page('zebra poncho')).items.map((p) => p._id);
    expect(found).toEqual([named.id, described.id]);
  });

  it('frock finds frocks and dresses, not the party jacket that layers over dresses', async () => {
    const frock = await page('frock');
    expect(frock.items.length).toBeGreaterThan(5);
    expect(frock.items.map((p) => p.name)).not.toContain('Sparkle Party Jacket');
    const named = frock.items.findIndex((p) => !/frock|dress/i.test(p.name));
    // Any product found only by its description comes after every product named a frock or dress.
    if (named >= 0) expect(frock.items.slice(named).every((p) => !/frock|dress/i.test(p.name))).toBe(true);
  });

  it('counts the results, and offers "Did you mean" when nothing is found', async () => {
    const kurta = await page('kurta');
    expect(kurta.totalItems).toBe(kurta.items.length);
    expect(kurta).toMatchObject({ moreItems: false, totalPages: 1, currentPage: 1, didYouMean: null });
    const paged = await t.app.inject({ method: 'GET', url: '/api/user/searchResults?q=wear&limit=5&page=2' });
    const second = paged.json<SearchPage>();
    expect(second.items).toHaveLength(5);
    expect(second.totalItems).toBeGreaterThan(10);
    expect(second.totalPages).toBe(Math.ceil(second.totalItems / 5));

    const typo = await page('frokc dreses xyzzy');
    expect(typo.items).toEqual([]);
    expect(typo.totalItems).toBe(0);
    expect(typo.didYouMean).toBeTruthy();
    expect((await page(typo.didYouMean!)).totalItems).toBeGreaterThan(0);
    expect((await page('qqqqqq')).didYouMean).toBeNull();
  });

  it('/user/search answers the same search as a bare list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/search?q=tshrt' });
    const items = response.json<Product[]>();
    expect(items.map((p) => p.name)).toEqual(await names('tshrt'));
  });
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../../../contract/catalog';
import { placeholderValues, runPreparedByText } from '../../db/prepared';
import { products } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { searchPage } from './search.service';

// Words a window of the newest products showed to be few are searched over the whole catalog as a statement prepared
// once for any words (search.service.ts, docs/decisions/0091-whole-catalog-searches-prepared.md). One after another
// on the same database, so that each runs the statement the one before prepared with values of its own, every
// search must answer exactly as the same search planned with its words. 3,000 products a minute apart: one in ten
// are shorts, and the shorts differ in gender, price and category, so that every filter keeps some and leaves some.
describe('searches prepared once for any words', () => {
  const t = useTestApp();
  // Smaller than the catalog, and too small to hold enough of any word below: each is asked over the whole catalog.
  const WINDOWS = [300];

  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into products (name, description, category, gender, price_paise, discount_price_paise, created_at)
      select case when i % 10 = 0 then 'Denim Shorts ' || i else 'Cotton Frock ' || i end,
        case when i % 3 = 0 then 'Made to twirl in.' else 'Soft cotton.' end,
        case when i % 4 = 0 then 'Sports Wear' else 'Casual Wear' end,
        case when i % 20 = 0 then 'Boys' else 'Girls' end,
        49900 + (i % 7) * 10000, 39900 + (i % 7) * 10000,
        timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, 3000) as i`);
  });

  const search = (query: Record<string, string>, windows: readonly number[]) =>
    searchPage(t.database.db, SearchQuerySchema.parse(query), 'http://shop.test', { windows });

  it('answers each search as the same search planned with its words', async () => {
    const searches: Record<string, string>[] = [
      { q: 'shorts' },
      { q: 'twirl shorts' },
      { q: 'denim shorts', page: '2', limit: '40' },
      { q: 'twirl shorts', sort: 'priceLow' },
      { q: 'twirl shorts', sort: 'newest', page: '3', limit: '9' },
      { q: 'shorts', minPrice: '450', maxPrice: '650' },
      { q: 'shorts', category: 'Sports Wear' },
      { q: 'shorts', category: 'Sports Wear,Casual Wear', gender: 'Boys' },
      { q: 'boys shorts' },
      { q: 'twirl shorts', minPrice: '500', maxPrice: '900', sort: 'priceHigh' },
      { q: 'shorts', size: '4-5 y' },
      { q: 'shrots' },
    ];
    // Twice over: the second time every statement text has been prepared, and each runs with new values.
    for (const round of ['first', 'again']) {
      for (const query of searches) {
        const prepared = await search(query, WINDOWS);
        const plannedWithItsWords = await search(query, []);
        expect(prepared, `${JSON.stringify(query)}, ${round}`).toEqual(plannedWithItsWords);
      }
    }
    // The filters were not a no-op: each kept fewer than the words alone.
    const all = (await search({ q: 'shorts' }, WINDOWS)).totalItems;
    expect(all).toBe(300);
    expect((await search({ q: 'shorts', category: 'Sports Wear' }, WINDOWS)).totalItems).toBeLessThan(all);
    expect(
      (await search({ q: 'shorts', minPrice: '450', maxPrice: '650' }, WINDOWS)).totalItems,
    ).toBeLessThan(all);
    expect((await search({ q: 'boys shorts' }, WINDOWS)).totalItems).toBe(150);
  });

  it('refuses to prepare a statement that has a value bound into it', async () => {
    const db = t.database.db;
    const bound = db.select({ id: products.id }).from(products).where(eq(products.name, 'Cotton Frock 1'));
    await expect(runPreparedByText(db, bound, placeholderValues(), 'probe')).rejects.toThrow(
      'a value is bound into a statement prepared for any values',
    );
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../../../contract/catalog';
import { useTestApp } from '../../test/harness';
import { searchTerms } from './search';
import { newestWindowStart, searchPage, searchSelect } from './search.service';

// A one-word search asks the newest products first (search.service.ts, searchRows): the pages must be exactly those
// of the whole catalog. 1,500 products, nine in ten of them frocks, and a window of the newest 1,200.
describe('a one-word search among the newest products first', () => {
  const t = useTestApp();
  const WINDOW = 1_200;

  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into products (name, description, category, gender, price_paise, discount_price_paise, created_at)
      select case when i % 10 = 0 then 'Denim Shorts ' || i else 'Cotton Frock ' || i end,
        case when i % 7 = 0 then 'A frock to twirl in.' else 'Soft cotton.' end,
        'Casual Wear', 'Girls', 49900, 39900, timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, 1500) as i`);
  });

  it('gives the same pages, count and order as a search of the whole catalog', async () => {
    const db = t.database.db;
    const since = await newestWindowStart(db, WINDOW);
    expect(since).not.toBeNull();
    // The window holds more than SEARCH_COUNT_LIMIT frocks, so its answer is the one used.
    const [first] = await searchSelect(db, searchTerms('frock'), 28, 0, undefined, since!);
    expect(first?.matches).toBe(1_001);
    for (const [q, page, limit] of [
      ['frock', 1, 28],
      ['frock', 2, 100],
      ['frock', 36, 28],
      ['shorts', 1, 28],
      ['twirl', 1, 28],
    ] as const) {
      const query = SearchQuerySchema.parse({ q, page: String(page), limit: String(limit) });
      const windowed = await searchPage(db, query, 'http://shop.test', { windowSize: WINDOW });
      const whole = await searchPage(db, query, 'http://shop.test', { windowSize: 1_000_000 });
      expect(windowed, `${q} page ${page}`).toEqual(whole);
      expect(windowed.items.length, `${q} page ${page}`).toBeGreaterThan(0);
    }
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchQuerySchema } from '../../../contract/catalog';
import { useTestApp } from '../../test/harness';
import { searchPage } from './search.service';
import { newestWindowStart, rememberedWindow, searchWindowKey, WINDOW_START_TTL_MS } from './search-window';

// A search is asked among the newest products first (search-window.ts): its pages must be exactly those of the whole
// catalog, whichever window answers, and whether its matches are read through the full-text index (words a window
// showed to be few) or not. 4,000 products a minute apart: nine in ten are frocks, two in five say 'twirl' in their
// description, one in ten are shorts (and all of those twirl); windows of the newest 1,200, 2,400 and 3,800.
describe('a search among the newest products first', () => {
  const t = useTestApp();
  const WINDOWS = [1_200, 2_400, 3_800];

  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into products (name, description, category, gender, price_paise, discount_price_paise, created_at)
      select case when i % 10 = 0 then 'Denim Shorts ' || i else 'Cotton Frock ' || i end,
        case when i % 5 < 2 then 'Made to twirl in.' else 'Soft cotton.' end,
        'Casual Wear', 'Girls', 49900, 39900, timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, 4000) as i`);
  });

  const page = (q: string, pageNumber: number, limit: number, windows: readonly number[]) =>
    searchPage(
      t.database.db,
      SearchQuerySchema.parse({ q, page: String(pageNumber), limit: String(limit) }),
      'http://shop.test',
      { windows },
    );

  it('gives the same pages, count and order as a search of the whole catalog', async () => {
    for (const [q, pageNumber, limit] of [
      ['frock', 1, 28],
      ['frock', 2, 100],
      ['frock', 36, 28],
      ['twirl', 1, 28],
      ['twirl', 11, 100],
      ['twirl', 200, 28],
      ['shorts', 1, 28],
      ['shorts', 15, 28],
      ['cotton frock', 1, 28],
      ['cotton frock', 30, 50],
      ['twirl frock', 1, 28],
      ['twirl frock', 20, 28],
      ['twirl shorts', 1, 28],
      ['twirl shorts', 15, 28],
    ] as const) {
      // Twice: the second time the window remembered for these words is asked first.
      for (const time of ['first', 'again']) {
        const windowed = await page(q, pageNumber, limit, WINDOWS);
        const whole = await page(q, pageNumber, limit, []);
        expect(windowed, `${q} page ${pageNumber}, ${time}`).toEqual(whole);
      }
    }
    expect((await page('frock', 1, 28, WINDOWS)).totalItems).toBe(1_000);
    expect((await page('shorts', 15, 28, WINDOWS)).items).toHaveLength(8);
    expect((await page('twirl shorts', 15, 28, WINDOWS)).items).toHaveLength(8);
  });

  it('remembers the window each search was answered in', async () => {
    const remembered = (q: string) =>
      rememberedWindow(t.database.db, searchWindowKey(q.split(' '), undefined));
    await page('frock', 1, 28, WINDOWS);
    await page('twirl', 1, 28, WINDOWS);
    await page('shorts', 1, 28, WINDOWS);
    // 1,080 frocks among the newest 1,200.
    expect(remembered('frock')).toBe(1_200);
    // 480 in 1,200 is two in five: 3,800 products hold 1,520.
    expect(remembered('twirl')).toBe(3_800);
    // One in ten would need 12,500 products: the whole catalog.
    expect(remembered('shorts')).toBeNull();
    // Two words: 1,080 cotton frocks among the newest 1,200. Three in ten are twirly frocks and one in ten twirly
    // shorts, too few for any window: the whole catalog, their matches read through the full-text index.
    for (const q of ['cotton frock', 'twirl frock', 'twirl shorts']) await page(q, 1, 28, WINDOWS);
    expect(remembered('cotton frock')).toBe(1_200);
    expect(remembered('twirl frock')).toBeNull();
    expect(remembered('twirl shorts')).toBeNull();
    // No match among the newest (a misspelling): the whole catalog, without the window first next time.
    await page('shrots', 1, 28, WINDOWS);
    expect(remembered('shrots')).toBeNull();
    // An empty page past the matches tells nothing: not remembered.
    await page('twirly', 3, 28, WINDOWS);
    expect(remembered('twirly')).toBeUndefined();
  });

  it('answers a window start older than ten seconds at once, and reads it again behind the answer', async () => {
    const db = t.database.db;
    const minutesIn = (minutes: number) => new Date(Date.parse('2026-01-01T00:00:00Z') + minutes * 60_000);
    const loadedAt = Date.now();
    // The newest 1,000 of the 4,000 begin at the 3,001st.
    expect(await newestWindowStart(db, 1_000, loadedAt)).toEqual(minutesIn(3_001));
    // Ten newer products (no word of the searches above): the newest 1,000 now begin ten products later.
    await db.execute(sql`
      insert into products (name, description, category, gender, price_paise, discount_price_paise, created_at)
      select 'Linen Kurta ' || i, 'Soft linen.', 'Ethnic Wear', 'Boys', 59900, 49900,
        timestamptz '2026-06-01 00:00:00+00' + i * interval '1 minute'
      from generate_series(1, 10) as i`);
    expect(await newestWindowStart(db, 1_000, loadedAt + WINDOW_START_TTL_MS - 1)).toEqual(minutesIn(3_001));
    // Ten seconds on, the search is not kept waiting for the read: it gets the start known so far...
    expect(await newestWindowStart(db, 1_000, loadedAt + WINDOW_START_TTL_MS)).toEqual(minutesIn(3_001));
    // ...and the searches after the read get the new one.
    await vi.waitFor(async () =>
      expect(await newestWindowStart(db, 1_000, loadedAt + WINDOW_START_TTL_MS)).toEqual(minutesIn(3_011)),
    );
  });
});

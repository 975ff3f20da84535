import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage, SearchPage } from '../../../contract/catalog';
import { seedDemoData } from '../../seed/demo';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import { refreshPopularity } from './popularity';

// Search results with the list's filters and sorts, and the two new sorts on both lists
// (docs/decisions/0060-search-hears-age-and-child.md).
describe('search filters and sorts; popular and discount sorts', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const search = (q: string, more = '') =>
    get<SearchPage>(`/api/user/searchResults?q=${encodeURIComponent(q)}&limit=100${more}`);
  const percentPaid = (p: { price: number; discountPrice: number }) => p.discountPrice / p.price;

  beforeAll(async () => {
    expect(await seedDemoData(db(), pino({ level: 'silent' }), t.clock.now())).toBe(true);
  });

  it('filters search results by category, gender, size and price, as all products does', async () => {
    const all = (await search('kurta')).items;
    const ethnicBoys = await search('kurta', '&category=Ethnic%20Wear&gender=Boys');
    expect(ethnicBoys.items.length).toBeGreaterThan(0);
    expect(ethnicBoys.items.map((p) => p._id)).toEqual(
      all.filter((p) => p.category === 'Ethnic Wear' && p.gender === 'Boys').map((p) => p._id),
    );
    const cheap = await search('kurta', '&minPrice=500&maxPrice=900');
    expect(cheap.items.map((p) => p._id)).toEqual(
      all.filter((p) => p.discountPrice >= 500 && p.discountPrice <= 900).map((p) => p._id),
    );
    // The size filter and the age in the words are the same thing.
    const sized = await search('frock', '&size=4-5%20y');
    expect(sized.items.map((p) => p._id)).toEqual((await search('frock 5 years')).items.map((p) => p._id));
  });

  it('sorts search results by price, newest, discount; an unknown sort is a 400 with a message', async () => {
    const frocks = (await search('frock')).items;
    const low = (await search('frock', '&sort=priceLow')).items;
    expect([...low.map((p) => p._id)].sort()).toEqual([...frocks.map((p) => p._id)].sort());
    expect(low.map((p) => p.discountPrice)).toEqual(
      [...low.map((p) => p.discountPrice)].sort((a, b) => a - b),
    );
    const high = (await search('frock', '&sort=priceHigh')).items.map((p) => p.discountPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = (await search('frock', '&sort=newest')).items.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const discount = (await search('frock', '&sort=discount')).items.map(percentPaid);
    expect(discount).toEqual([...discount].sort((a, b) => a - b));
    expect((await search('frock', '&sort=relevance')).items).toEqual(frocks);

    const bad = await t.app.inject({ method: 'GET', url: '/api/user/searchResults?q=frock&sort=cheapest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Unknown sort/);
    // The original list call stays lenient: an unknown sort is its default.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/getAllproducts?sort=cheapest' })).statusCode,
    ).toBe(200);
  });

  it('sorts by units sold in the last 30 days, refreshed from orders, on all products and search', async () => {
    const frocks = (await search('frock')).items;
    const [best, second] = [frocks.at(-1)!._id, frocks.at(-2)!._id];
    const other = frocks[0]!._id;
    const now = t.clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await insertOrder(db(), { placedAt: daysAgo(2), lines: [{ productId: best, quantity: 5 }] });
    await insertOrder(db(), { placedAt: daysAgo(10), lines: [{ productId: second, quantity: 3 }] });
    // Not counted: cancelled, and older than 30 days.
    await insertOrder(db(), {
      placedAt: daysAgo(1),
      status: 'cancelled',
      lines: [{ productId: other, quantity: 5 }],
    });
    await insertOrder(db(), { placedAt: daysAgo(40), lines: [{ productId: other, quantity: 5 }] });
    await insertOrder(db(), { placedAt: daysAgo(3), lines: [{ productId: other, quantity: 1 }] });

    expect(await refreshPopularity(db(), now)).toBe(3);
    // Nothing changed since: nothing is written.
    expect(await refreshPopularity(db(), now)).toBe(0);
    await t.app.catalogCache.invalidate();

    const popular = (await search('frock', '&sort=popularity')).items.map((p) => p._id);
    expect(popular.slice(0, 3)).toEqual([best, second, other]);
    const list = await get<ProductPage>('/api/user/getAllproducts?sort=popularity&limit=3');
    expect(list.items.map((p) => p._id)).toEqual([best, second, other]);

    // 27.5 days on, what was sold 10 and 3 days ago (37.5 and 30.5 days then) no longer counts; 2 days ago still does.
    expect(await refreshPopularity(db(), new Date(now.getTime() + 27.5 * 86_400_000))).toBe(2);
  });

  it('sorts all products by discount, highest first, with filters', async () => {
    const page = await get<ProductPage>(
      '/api/user/getAllproducts?sort=discount&limit=100&category=Party%20Wear',
    );
    expect(page.items.length).toBeGreaterThan(3);
    const paid = page.items.map(percentPaid);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(page.items.every((p) => p.category === 'Party Wear')).toBe(true);
  });
});

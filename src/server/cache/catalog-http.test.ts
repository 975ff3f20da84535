import { describe, expect, it } from 'vitest';
import { createProduct } from '../test/fixtures';
import { useTestApp } from '../test/harness';
import { loggedIn } from '../test/sessions';

describe('catalog responses: cache headers, 304, compression, and a cache that never shows an old price', () => {
  const t = useTestApp();

  it('sends an ETag and Cache-Control, and 304 when the browser has that version', async () => {
    for (let i = 0; i < 30; i++) await createProduct(t.database.db, { name: `Cotton Frock ${i}` });
    const first = await t.app.inject({ url: '/api/user/getAllproducts?limit=28' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      url: '/api/user/getAllproducts?limit=28',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await t.app.inject({
      url: '/api/user/getAllproducts?limit=28',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const arrivals = await t.app.inject({ url: '/api/user/newArrivals' });
    expect(arrivals.headers.etag).toMatch(/^W\//);
  });

  it('shows an admin’s new price as soon as the save’s event is delivered, on the product page', async () => {
    const product = await createProduct(t.database.db, { name: 'Peacock Kurta Set' });
    const detail = async () => (await t.app.inject({ url: `/api/user/productDetail/${product.id}` })).json();
    const { product: before } = await detail();
    expect(before.price).toBe(999);
    const { browser } = await loggedIn(t, 'admin');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Peacock Kurta Set',
      description: 'Cotton kurta.',
      price: '1299',
      discountPrice: '1099',
      category: 'Ethnic Wear',
      gender: 'Boys',
    }))
      form.append(key, value);
    form.append('sizeAndStock[]', JSON.stringify({ size: '4-5 y', stock: 3 }));
    const saved = await browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${product.id}`,
      payload: form as never,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The cache is dropped by the save's catalog.changed event, which the outbox worker delivers right after commit.
    await t.app.outbox.drain();
    const { product: after } = await detail();
    expect(after.price).toBe(1299);
    const detailResponse = await t.app.inject({ url: `/api/user/productDetail/${product.id}` });
    expect(detailResponse.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers a URL asked before from its cache entry, with the same headers, and still refuses a bad one', async () => {
    const product = await createProduct(t.database.db, { name: 'Lotus Print Kurta' });
    const url = `/api/user/productDetail/${product.id}`;
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    const { hits, misses } = t.app.catalogCache.stats;
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of [
      'etag',
      'cache-control',
      'content-encoding',
      'content-type',
      'content-security-policy',
    ])
      expect(again.headers[header], header).toBe(first.headers[header]);
    expect(t.app.catalogCache.stats).toMatchObject({ hits: hits + 1, misses });

    // A malformed id never reaches the cache, however often it is asked.
    const tooLong = `/api/user/productDetail/${'a'.repeat(101)}`;
    for (let i = 0; i < 2; i++) {
      const refused = await t.app.inject({ url: tooLong });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json().message).toBeTruthy();
    }
  });

  it('answers 404 for an unknown product without caching anything wrong', async () => {
    const missing = await t.app.inject({
      url: '/api/user/productDetail/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a repeated search from the cache, the same for another spelling of the words, until a product changes', async () => {
    await createProduct(t.database.db, { name: 'Mango Print Frock' });
    const search = (q: string) => t.app.inject({ url: `/api/user/searchResults?q=${encodeURIComponent(q)}` });
    const misses = () => t.app.catalogCache.stats.misses;

    const first = await search('mango frock');
    expect(first.json().items.map((p: { name: string }) => p.name)).toEqual(['Mango Print Frock']);
    const missesAfterFirst = misses();
    const again = await search('  Mango   FROCK! ');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(misses()).toBe(missesAfterFirst);

    // A new product is a catalog change: the next search sees it.
    await createProduct(t.database.db, { name: 'Mango Frock with Bow' });
    await t.app.catalogCache.invalidate();
    const names = (await search('mango frock')).json().items.map((p: { name: string }) => p.name);
    expect(names).toContain('Mango Frock with Bow');
  });
});

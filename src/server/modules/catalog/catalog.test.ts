import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductDetail, ProductPage } from '../../../contract/catalog';
import { CATEGORIES, GENDERS } from '../../../contract/constants';
import { TEXT } from '../../../contract/messages';
import { DEMO_PRODUCT_COUNT, demoProductId } from '../../seed/demo-catalog';
import { seedDemoData } from '../../seed/demo';
import { useTestApp } from '../../test/harness';

describe('catalog API on the demo catalog', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    expect(await seedDemoData(t.database.db, pino({ level: 'silent' }), t.clock.now())).toBe(true);
    expect(await seedDemoData(t.database.db, pino({ level: 'silent' }), t.clock.now())).toBe(false);
  });

  it('demo catalog covers every category and gender, with sold-out sizes and new products', async () => {
    const response = await get('/api/user/getAllproducts?limit=100');
    expect(response.statusCode).toBe(200);
    const page = response.json<ProductPage>();
    expect(page.totalItems).toBe(DEMO_PRODUCT_COUNT);
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(60);
    expect(new Set(page.items.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(page.items.map((p) => p.gender))).toEqual(new Set(GENDERS));
    for (const p of page.items) {
      expect(p.price).toBeGreaterThanOrEqual(299);
      expect(p.price).toBeLessThanOrEqual(2999);
      expect(p.discountPrice).toBeLessThanOrEqual(p.price);
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.images[0]).toMatch(/^http:\/\/localhost:\d+\/media\/[0-9a-f-]{36}\/640\.webp$/);
      expect(p.imageSet[0]!.srcSet).toContain('320w');
      // A card: the main picture only, no description or stock per size (the product page has those).
      expect(p.images).toHaveLength(1);
      expect(p.imageSet).toHaveLength(1);
      expect(p).not.toHaveProperty('description');
      expect(p).not.toHaveProperty('sizeAndStock');
    }
  });

  it('newArrivals returns the 12 newest first', async () => {
    const items = (await get('/api/user/newArrivals')).json<Product[]>();
    expect(items).toHaveLength(12);
    const times = items.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by category and gender (multi-select) and price on discountPrice', async () => {
    const page = (
      await get(
        '/api/user/getAllproducts?category=Ethnic%20Wear,Party%20Wear&gender=Girls&minPrice=1000&maxPrice=2000',
      )
    ).json<ProductPage>();
    expect(page.totalItems).toBeGreaterThan(0);
    for (const p of page.items) {
      expect(['Ethnic Wear', 'Party Wear']).toContain(p.category);
      expect(p.gender).toBe('Girls');
      expect(p.discountPrice).toBeGreaterThanOrEqual(1000);
      expect(p.discountPrice).toBeLessThanOrEqual(2000);
    }
    const none = (await get('/api/user/getAllproducts?category=Nope')).json<ProductPage>();
    expect(none).toEqual({ products: [], items: [], totalPages: 1, currentPage: 1, totalItems: 0 });
  });

  it('size filter returns only products with stock in that size', async () => {
    const page = (await get('/api/user/getAllproducts?size=6-7%20y&limit=100')).json<ProductPage>();
    expect(page.totalItems).toBeGreaterThan(0);
    expect(page.totalItems).toBeLessThan(DEMO_PRODUCT_COUNT);
    for (const p of page.items) {
      const { product } = (await get(`/api/user/productDetail/${p._id}`)).json<ProductDetail>();
      expect(product.sizeAndStock.find((s) => s.size === '6-7 y')!.stock).toBeGreaterThan(0);
    }
  });

  it('sorts by price both ways over the whole catalog, newest by default', async () => {
    const low = (await get('/api/user/getAllproducts?sort=priceLow&limit=100')).json<ProductPage>();
    const prices = low.items.map((p) => p.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await get('/api/user/getAllproducts?sort=priceHigh&limit=5&page=1')).json<ProductPage>();
    expect(high.items[0]!.discountPrice).toBe(Math.max(...prices));
    const newest = (await get('/api/user/getAllproducts?limit=3')).json<ProductPage>();
    expect(newest.items[0]!._id).toBe(demoProductId(1));
  });

  it('paginates with limit default 28, capped at 100, page clamped', async () => {
    const first = (await get('/api/user/getAllproducts')).json<ProductPage>();
    expect(first.items).toHaveLength(28);
    expect(first.totalPages).toBe(Math.ceil(DEMO_PRODUCT_COUNT / 28));
    const capped = (await get('/api/user/getAllproducts?limit=100000')).json<ProductPage>();
    expect(capped.items.length).toBe(Math.min(100, DEMO_PRODUCT_COUNT));
    const beyond = (await get('/api/user/getAllproducts?page=999&limit=10')).json<ProductPage>();
    expect(beyond.currentPage).toBe(beyond.totalPages);
    expect(beyond.items.length).toBeGreaterThan(0);
    for (const bad of [
      'page=-5',
      'page=abc',
      'limit=0',
      'limit=-1',
      'minPrice=abc',
      'sort=drop',
      'size=99',
    ]) {
      const response = await get(`/api/user/getAllproducts?${bad}`);
      expect(response.statusCode, bad).toBe(200);
    }
    const second = (await get('/api/user/getAllproducts?page=2')).json<ProductPage>();
    const ids = new Set(first.items.map((p) => p._id));
    expect(second.items.every((p) => !ids.has(p._id))).toBe(true);
  });

  it('search ranks name matches first and understands synonyms and typos', async () => {
    const search = async (q: string) =>
      (await get(`/api/user/search?q=${encodeURIComponent(q)}`)).json<Product[]>();
    const frock = await search('frock');
    expect(frock.length).toBeGreaterThan(0);
    expect(frock[0]!.name.toLowerCase()).toContain('frock');
    const dress = await search('dress');
    expect(dress.some((p) => /frock/i.test(p.name))).toBe(true);
    const kurti = await search('kurti');
    expect(kurti.some((p) => /kurta/i.test(p.name))).toBe(true);
    const typo = await search('lehnga');
    expect(typo.some((p) => /lehenga/i.test(p.name))).toBe(true);
    const nightwear = await search('pyjama');
    expect(nightwear.some((p) => /night suit|pyjama/i.test(p.name))).toBe(true);
    const tee = await search('tee');
    expect(tee.some((p) => /t-shirt/i.test(p.name))).toBe(true);
    const girls = await search('girls party');
    expect(girls.length).toBeGreaterThan(0);
    // "girls" is the child's gender: girls' and unisex products (docs/decisions/0060-search-hears-age-and-child.md).
    expect(girls.every((p) => p.gender === 'Girls' || p.gender === 'Unisex')).toBe(true);
  });

  it('search treats hostile input as text and never fails', async () => {
    for (const q of [
      '',
      '   ',
      '%',
      '_',
      '%%%',
      '(a+)+$',
      "' or 1=1 --",
      '!&|:*<>',
      'a'.repeat(10_000),
      'ऋषि',
    ]) {
      const response = await get(`/api/user/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q.slice(0, 20)).toBe(200);
      const items = response.json<Product[]>();
      if (q.trim() === '' || /^[%_]+$/.test(q)) expect(items).toEqual([]);
    }
    expect((await get('/api/user/search')).json()).toEqual([]);
  });

  it('search is paginated and limited', async () => {
    const one = (await get('/api/user/search?q=wear&limit=2')).json<Product[]>();
    expect(one.length).toBeLessThanOrEqual(2);
    const two = (await get('/api/user/search?q=wear&limit=2&page=2')).json<Product[]>();
    if (one.length === 2 && two.length > 0) expect(two[0]!._id).not.toBe(one[0]!._id);
  });

  it('productDetail returns the product and in-stock similar products', async () => {
    const response = await get(`/api/user/productDetail/${demoProductId(1)}`);
    expect(response.statusCode).toBe(200);
    const { product, similarProducts } = response.json<ProductDetail>();
    expect(product._id).toBe(demoProductId(1));
    expect(product.sizeAndStock.map((s) => s.size)).toEqual(['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y']);
    expect(similarProducts.length).toBeGreaterThan(0);
    for (const p of similarProducts) {
      expect(p._id).not.toBe(product._id);
      expect(p.category === product.category || p.gender === product.gender).toBe(true);
      const similar = (await get(`/api/user/productDetail/${p._id}`)).json<ProductDetail>().product;
      expect(similar.sizeAndStock.some((s) => s.stock > 0)).toBe(true);
    }
  });

  it('unknown and malformed ids are 404 Product not found.', async () => {
    for (const id of [demoProductId(9999), 'not-a-uuid', "1'; drop table products;--", '%00']) {
      const response = await get(`/api/user/productDetail/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: TEXT.productNotFound });
    }
  });

  it('serves image variants with immutable caching and ETag revalidation', async () => {
    const product = (await get(`/api/user/productDetail/${demoProductId(2)}`)).json<ProductDetail>().product;
    const path = new URL(product.images[0]!).pathname;
    const image = await get(path);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    for (const bad of [
      '/media/nope/640.webp',
      `${path.replace('640', '999')}`,
      `/media/${demoProductId(1)}/640.webp`,
    ]) {
      expect((await get(bad)).statusCode, bad).toBe(404);
    }
  });
});

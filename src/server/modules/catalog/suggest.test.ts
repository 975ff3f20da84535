import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Suggestions } from '../../../contract/catalog';
import { SUGGEST_TEXT } from '../../../contract/messages';
import { products, productSizes } from '../../db/schema';
import { seedDemoData } from '../../seed/demo';
import { createProduct } from '../../test/fixtures';
import { invalidateCatalog } from './catalog-events';
import { useTestApp } from '../../test/harness';

// Suggestions while typing (docs/decisions/0064-search-suggestions.md), on the demo catalog: the search's matching
// (vocabulary, Hindi, misspellings, the child's age and gender) with the last word matched by its beginning.
describe('GET /api/user/search/suggest', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const ask = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/search/suggest?q=${encodeURIComponent(q)}` });
  const suggestions = async (q: string) => {
    const response = await ask(q);
    expect(response.statusCode, q).toBe(200);
    return response.json<Suggestions>();
  };
  const namesOf = async (q: string) => (await suggestions(q)).products.map((p) => p.name);
  const isFrock = (name: string) => /frock|dress/i.test(name);

  beforeAll(async () => {
    expect(await seedDemoData(db(), pino({ level: 'silent' }), t.clock.now())).toBe(true);
  });

  it('"fro" suggests frocks (and their synonym, dresses), best first, and searches scoped to where they are', async () => {
    const answer = await suggestions('fro');
    expect(answer.products).toHaveLength(5);
    expect(
      answer.products.every((p) => isFrock(p.name)),
      JSON.stringify(answer.products),
    ).toBe(true);
    for (const product of answer.products) {
      expect(product.image).toMatch(/^http/);
      expect(product.price).toBeGreaterThan(0);
      if (product.discountPrice !== undefined) expect(product.discountPrice).toBeLessThan(product.price);
    }
    expect(answer.categories.length).toBeGreaterThan(0);
    expect(answer.categories.length).toBeLessThanOrEqual(3);
    const first = answer.categories[0]!;
    // The word as the best match names it, scoped to a category (and the frocks' gender).
    expect(first.query).toBe('frock');
    expect(first.gender).toBe('Girls');
    expect(first.label).toBe(SUGGEST_TEXT.scopedLabel('frock', first.category, 'Girls'));
    // Every scope holds products of the search it opens.
    for (const scope of answer.categories) {
      const page = await t.app.inject({
        url: `/api/user/searchResults?q=${encodeURIComponent(scope.query)}&category=${encodeURIComponent(scope.category)}&gender=${scope.gender ?? ''}`,
      });
      expect(page.json<{ totalItems: number }>().totalItems, scope.label).toBeGreaterThan(0);
    }
  });

  it('matches a finished word like the search does, and the beginning of a later word', async () => {
    const kurtas = await namesOf('kurta');
    expect(
      kurtas.every((name) => /kurt/i.test(name)),
      kurtas.join(),
    ).toBe(true);
    const partyDresses = await namesOf('party dre');
    expect(partyDresses.length).toBeGreaterThan(0);
    expect(partyDresses[0]).toMatch(/party (dress|frock)/i);
  });

  it('corrects a misspelling as the search does: "frok" suggests frocks', async () => {
    const names = await namesOf('frok');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(isFrock)).toBe(true);
  });

  it('hears Hindi, finished or still being typed: "फ्रॉक" and "फ्रॉ" suggest frocks, "कुर्ता" kurtas', async () => {
    const finished = await namesOf('फ्रॉक');
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every(isFrock)).toBe(true);
    expect(await namesOf('फ्रॉ')).toEqual(finished);
    expect(await namesOf('कुर्ता')).toEqual(await namesOf('kurta'));
  });

  it('hears the age and the child: "frock for 3 year old girl" suggests girls\' frocks in stock in 2-3 y', async () => {
    const answer = await suggestions('frock for 3 year old girl');
    expect(answer.understood).toEqual({ words: ['frock'], age: 3, size: '2-3 y', gender: 'Girls' });
    expect(answer.products.length).toBeGreaterThan(0);
    const ids = answer.products.map((p) => p._id);
    const rows = await db()
      .select({ id: products.id, gender: products.gender })
      .from(products)
      .where(inArray(products.id, ids));
    expect(rows.every((row) => row.gender === 'Girls' || row.gender === 'Unisex')).toBe(true);
    const sizes = await db()
      .select({ id: productSizes.productId, stock: productSizes.stock })
      .from(productSizes)
      .where(inArray(productSizes.productId, ids));
    for (const id of ids)
      expect(
        sizes.some((row) => row.id === id && row.stock > 0),
        id,
      ).toBe(true);
    // The scoped search keeps the age in its text and the gender as its filter.
    expect(answer.categories[0]).toMatchObject({ query: 'frock 3 years', gender: 'Girls' });
  });

  it('never suggests a draft, hidden or archived product, and stops suggesting one as soon as it is hidden', async () => {
    await createProduct(db(), { name: 'Zephyrine Draft Frock', status: 'draft' });
    await createProduct(db(), { name: 'Zephyrine Hidden Frock', status: 'hidden' });
    await createProduct(db(), { name: 'Zephyrine Archived Frock', status: 'archived' });
    const shown = await createProduct(db(), { name: 'Zephyrine Shown Frock' });
    // As an admin's change does (catalog-events.ts): the catalog cache and the words of product names are dropped.
    const changed = () => invalidateCatalog({ db: db(), catalogCache: t.app.catalogCache });
    await changed();
    expect(await namesOf('zephyr')).toEqual(['Zephyrine Shown Frock']);
    await db().update(products).set({ status: 'hidden' }).where(eq(products.id, shown.id));
    await changed();
    expect(await namesOf('zephyr')).toEqual([]);
  });

  it('answers nothing for one character, and for words nothing begins with', async () => {
    expect(await suggestions('f')).toMatchObject({ products: [], categories: [] });
    expect(await suggestions('qxzvbn')).toMatchObject({ products: [], categories: [] });
  });

  it('refuses a missing, blank or too long text with a 400 and a message', async () => {
    for (const url of [
      '/api/user/search/suggest',
      '/api/user/search/suggest?q=',
      '/api/user/search/suggest?q=%20%20%20',
      `/api/user/search/suggest?q=${'a'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBe(SUGGEST_TEXT.queryLength);
    }
    // 100 characters after trimming are fine, and hostile text is only text.
    expect((await ask(`  ${'a'.repeat(100)}  `)).statusCode).toBe(200);
    expect((await ask("%_% ' OR 1=1 -- (a+)+$ fro:* & !")).statusCode).toBe(200);
  });
});

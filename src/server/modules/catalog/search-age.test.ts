import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchPage } from '../../../contract/catalog';
import { PAGE_SIZES, type Size } from '../../../contract/constants';
import { products, productSizes } from '../../db/schema';
import { seedDemoData } from '../../seed/demo';
import { useTestApp } from '../../test/harness';

// A parent's search with the child's age and gender (docs/decisions/0060-search-hears-age-and-child.md), on the demo
// catalog: the age keeps products with stock in the size that fits it, the gender keeps that gender and unisex.
describe('search that hears the age and the child', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const page = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/searchResults?q=${encodeURIComponent(q)}&limit=100`,
    });
    expect(response.statusCode, q).toBe(200);
    return response.json<SearchPage>();
  };
  const idsOf = async (q: string) => (await page(q)).items.map((p) => p._id);
  /** Of these products, those with stock in the size, in their order. */
  const inStockIn = async (ids: string[], size: Size) => {
    const rows = await db()
      .select({ id: productSizes.productId, stock: productSizes.stock })
      .from(productSizes)
      .where(and(inArray(productSizes.productId, ids), eq(productSizes.size, size)));
    const stocked = new Set(rows.filter((row) => row.stock > 0).map((row) => row.id));
    return ids.filter((id) => stocked.has(id));
  };
  const gendersOf = async (ids: string[]) =>
    new Map(
      (
        await db()
          .select({ id: products.id, gender: products.gender })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((row) => [row.id, row.gender]),
    );

  let soldOutFrock: string;
  beforeAll(async () => {
    expect(await seedDemoData(db(), pino({ level: 'silent' }), t.clock.now())).toBe(true);
    // One frock sold out in 2-3 y, so that the age leaves a frock out.
    const frocks = await idsOf('frock');
    soldOutFrock = (await inStockIn(frocks, '2-3 y'))[0]!;
    await db()
      .update(productSizes)
      .set({ stock: 0 })
      .where(and(eq(productSizes.productId, soldOutFrock), eq(productSizes.size, '2-3 y')));
    await t.app.catalogCache.invalidate();
  });

  it('"frock for 3 year old" finds the frocks with stock in 2-3 y, and says what it understood', async () => {
    const frocks = await idsOf('frock');
    const expected = await inStockIn(frocks, '2-3 y');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).not.toContain(soldOutFrock);
    expect(frocks).toContain(soldOutFrock);
    const found = await page('frock for 3 year old');
    expect(found.items.map((p) => p._id)).toEqual(expected);
    expect(found.understood).toEqual({ words: ['frock'], age: 3, size: '2-3 y', gender: null });
    for (const q of ['frock 3yr', 'frock 3 years', '3 साल फ्रॉक', 'frock age 3', '3 saal ki frock']) {
      expect(await idsOf(q), q).toEqual(expected);
    }
  });

  it('"dress for 5 year girl" keeps girls\' and unisex products with stock in 4-5 y', async () => {
    /** What the words alone find, with stock in 4-5 y, for girls or unisex. */
    const expected = async (words: string) => {
      const ids = await idsOf(words);
      const genders = await gendersOf(ids);
      return (await inStockIn(ids, '4-5 y')).filter((id) => genders.get(id) !== 'Boys');
    };
    const dresses = await expected('dress');
    expect(dresses.length).toBeGreaterThan(0);
    const found = await page('dress for 5 year girl');
    expect(found.items.map((p) => p._id)).toEqual(dresses);
    expect(found.understood).toEqual({ words: ['dress'], age: 5, size: '4-5 y', gender: 'Girls' });
    // The Hindi word is looked for in names only (the English one in descriptions too), as without the age.
    const hindi = await expected('ड्रेस');
    expect(hindi.length).toBeGreaterThan(0);
    expect(await idsOf('5 साल की लड़की के लिए ड्रेस')).toEqual(hindi);
    expect(await idsOf('5 saal ki ladki ke liye dress')).toEqual(dresses);
  });

  it('"kurta pyjama 4 yrs" and "ladka kurta" narrow by size and by boys (with unisex)', async () => {
    const kurtaPyjama = await idsOf('kurta pyjama');
    expect(kurtaPyjama.length).toBeGreaterThan(0);
    expect(await idsOf('kurta pyjama 4 yrs')).toEqual(await inStockIn(kurtaPyjama, '4-5 y'));

    const kurtas = await idsOf('kurta');
    const genders = await gendersOf(kurtas);
    const boys = kurtas.filter((id) => genders.get(id) !== 'Girls');
    expect(boys.length).toBeGreaterThan(0);
    expect(boys.length).toBeLessThan(kurtas.length);
    for (const q of ['kurta for boys', 'ladka kurta', 'लड़का कुर्ता']) expect(await idsOf(q), q).toEqual(boys);
  });

  it('an age or a gender alone lists the newest products that fit', async () => {
    const found = await page('girls 6 years');
    expect(found.understood).toEqual({ words: [], age: 6, size: '6-7 y', gender: 'Girls' });
    expect(found.items.length).toBeGreaterThan(0);
    const ids = found.items.map((p) => p._id);
    expect(await inStockIn(ids, '6-7 y')).toEqual(ids);
    expect([...(await gendersOf(ids)).values()].every((g) => g !== 'Boys')).toBe(true);
    const dates = found.items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('an age no size fits finds nothing; a typo keeps the age in "Did you mean"', async () => {
    const old = await page('frock 14 years');
    expect(old).toMatchObject({ items: [], totalItems: 0, understood: { age: 14, size: null } });
    const typo = await page('frokc xyzzy 3 years');
    expect(typo.didYouMean).toBe('frock 3 years');
  });

  it('/user/search answers the same age search as a bare list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/search?q=${encodeURIComponent('frock for 3 year old')}`,
    });
    expect(response.json<Product[]>().map((p) => p._id)).toEqual(
      (await idsOf('frock for 3 year old')).slice(0, PAGE_SIZES.products),
    );
  });

  it('keeps the old searches as they were', async () => {
    expect((await page('night suit')).understood).toEqual({
      words: ['night', 'suit'],
      age: null,
      size: null,
      gender: null,
    });
  });
});

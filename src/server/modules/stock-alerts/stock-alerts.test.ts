import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// The low-stock list of the dashboard and the admin's product search and filters.

describe('low stock and product filters', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function seed() {
    const frock = await createProduct(db(), {
      name: 'Cotton Frock',
      stock: { '2-3 y': 3, '4-5 y': 0, '10-11 y': 1, '6-7 y': 12 },
    });
    const shorts = await createProduct(db(), { name: 'Denim Shorts', stock: { '8-9 y': 1, '2-3 y': 4 } });
    const kurta = await createProduct(db(), { name: 'Festive Kurta', stock: { '4-5 y': 9 } });
    return { frock, shorts, kurta };
  }
  const seeded = (() => {
    let once: ReturnType<typeof seed> | undefined;
    return () => (once ??= seed());
  })();

  it('lists sizes at or under the threshold (default 3), least stock first', async () => {
    const { frock, shorts } = await seeded();
    expect(loadConfig({}).lowStockThreshold).toBe(3);
    const admin = await loggedIn(t, 'admin');
    const response = await admin.browser.request({ method: 'GET', url: '/api/admin/lowStock' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { productId: frock.id, name: 'Cotton Frock', size: '4-5 y', stock: 0 },
      { productId: frock.id, name: 'Cotton Frock', size: '10-11 y', stock: 1 },
      { productId: shorts.id, name: 'Denim Shorts', size: '8-9 y', stock: 1 },
      { productId: frock.id, name: 'Cotton Frock', size: '2-3 y', stock: 3 },
    ]);
    const shopper = await loggedIn(t);
    expect((await shopper.browser.request({ method: 'GET', url: '/api/admin/lowStock' })).statusCode).toBe(
      403,
    );
  });

  it('reads the threshold from LOW_STOCK_THRESHOLD and refuses a bad one', () => {
    expect(loadConfig({ LOW_STOCK_THRESHOLD: '5' }).lowStockThreshold).toBe(5);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: 'few' })).toThrow(/LOW_STOCK_THRESHOLD/);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: '-1' })).toThrow(/LOW_STOCK_THRESHOLD/);
  });

  it('finds products by name, category and "out of stock in some size", in the original shape', async () => {
    const { frock, shorts, kurta } = await seeded();
    const admin = await loggedIn(t, 'admin');
    const list = async (query: string) => {
      const response = await admin.browser.request({
        method: 'GET',
        url: `/api/admin/fetchAllProducts?page=1&limit=10&${query}`,
      });
      expect(response.statusCode, query).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['currentPage', 'products', 'totalPages']);
      return (response.json().products as Array<{ _id: string }>).map((p) => p._id).sort();
    };
    expect(await list('')).toEqual([frock.id, shorts.id, kurta.id].sort());
    expect(await list('q=denim')).toEqual([shorts.id]);
    expect(await list('q=%25')).toEqual([]);
    // every size a product lacks is stored at 0, so "out of stock in some size" holds for all but a full range
    expect(await list('outOfStock=true&q=frock')).toEqual([frock.id]);
    expect(await list('category=Casual%20Wear&q=kurta')).toEqual([kurta.id]);
    expect(await list('category=Party%20Wear')).toEqual([]);
    expect(await list('category=&outOfStock=&q=')).toHaveLength(3);
    const bad = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/fetchAllProducts?category=Toys',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a valid category.');
  });
});

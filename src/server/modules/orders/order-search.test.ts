import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ORDER_EXPORT_COLUMNS } from '../../../contract/admin-order-search';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { insertOrder } from '../../test/order-rows';
import { loggedIn } from '../../test/sessions';
import { ORDER_SEARCH_MESSAGES } from '../../../contract/messages/back-office';

// Finding orders in the back office: GET /api/admin/getAllOrders with q, status, from and to, and the CSV export
// with the same filters.

describe('admin order search and export', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function seed() {
    const frock = await createProduct(db(), { name: 'Cotton Frock' });
    const kurta = await createProduct(db(), { name: 'कुर्ता Set' });
    const priya = await insertOrder(db(), {
      // 23:59 IST on 22 November
      placedAt: new Date('2026-11-22T18:29:00Z'),
      customerName: 'Priya Sharma',
      customerEmail: 'priya.s@gmail.com',
      address: { fullName: 'Priya Sharma', mobileNo: '9123456780', city: 'Jaipur', zipCode: '302001' },
      lines: [
        { productId: frock.id, name: 'Cotton Frock', size: '4-5 y', quantity: 2 },
        { productId: kurta.id, name: 'कुर्ता Set', size: '6-7 y', quantity: 1, discountPricePaise: 120_050 },
      ],
      couponCode: 'HOPE100',
      couponDiscountPaise: 10_000,
    });
    const ravi = await insertOrder(db(), {
      // 00:01 IST on 23 November
      placedAt: new Date('2026-11-22T18:31:00Z'),
      status: 'shipped',
      customerName: 'रवि कुमार',
      customerEmail: 'ravi.k@gmail.com',
      address: {
        fullName: 'रवि कुमार',
        mobileNo: '9988776655',
        house: 'Flat 3, Shanti Kunj',
        area: 'FC Road',
        city: '=HYPERLINK("x")',
        state: 'Maharashtra',
      },
      lines: [{ productId: frock.id, name: 'Cotton Frock', size: '2-3 y' }],
    });
    const percent = await insertOrder(db(), {
      placedAt: new Date('2026-11-20T06:00:00Z'),
      status: 'cancelled',
      customerName: '100% Cotton Fan',
      customerEmail: 'fan_1@gmail.com',
      lines: [{ productId: frock.id }],
    });
    return { priya, ravi, percent };
  }

  const seeded = (() => {
    let once: ReturnType<typeof seed> | undefined;
    return () => (once ??= seed());
  })();

  async function search(query: string) {
    const admin = await loggedIn(t, 'admin');
    return admin.browser.request({ method: 'GET', url: `/api/admin/getAllOrders?page=1&limit=10&${query}` });
  }
  const ids = (response: { json(): { order: Array<{ _id: string }> } }) =>
    response
      .json()
      .order.map((o) => o._id)
      .sort();

  it('keeps the original shape and finds orders by id, short id, name, e-mail and mobile', async () => {
    const { priya, ravi, percent } = await seeded();
    const all = await search('');
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json()).sort()).toEqual(['currentPage', 'order', 'totalPages']);
    expect(all.json().order).toHaveLength(3);

    expect(ids(await search(`q=${priya.id}`))).toEqual([priya.id]);
    expect(ids(await search(`q=${encodeURIComponent('#' + priya.id.slice(-6).toUpperCase())}`))).toEqual([
      priya.id,
    ]);
    expect(ids(await search('q=priya'))).toEqual([priya.id]);
    expect(ids(await search(`q=${encodeURIComponent('रवि')}`))).toEqual([ravi.id]);
    expect(ids(await search('q=RAVI.K%40gmail'))).toEqual([ravi.id]);
    expect(ids(await search(`q=${encodeURIComponent('+91 99887 76655')}`))).toEqual([ravi.id]);
    expect(ids(await search('q=76655'))).toEqual([ravi.id]);
    // % and _ are taken literally, not as wildcards
    expect(ids(await search('q=100%25'))).toEqual([percent.id]);
    expect(ids(await search('q=n_1'))).toEqual([percent.id]);
    expect((await search('q=nobody')).json()).toEqual({ order: [], totalPages: 1, currentPage: 1 });
  });

  it('filters by status and by IST calendar days, inclusive', async () => {
    const { priya, ravi, percent } = await seeded();
    expect(ids(await search('status=shipped'))).toEqual([ravi.id]);
    expect(ids(await search('from=2026-11-23'))).toEqual([ravi.id]);
    expect(ids(await search('to=2026-11-22'))).toEqual([priya.id, percent.id].sort());
    expect(ids(await search('from=2026-11-22&to=2026-11-22'))).toEqual([priya.id]);
    expect(ids(await search('from=2026-11-20&to=2026-11-23&status=cancelled'))).toEqual([percent.id]);
    expect(ids(await search('status=&from=&to=&q='))).toHaveLength(3);
  });

  it('answers bad filters with 400 and a message', async () => {
    await seeded();
    for (const [query, message] of [
      ['from=22-11-2026', ORDER_SEARCH_MESSAGES.badDate],
      ['to=2026-02-30', ORDER_SEARCH_MESSAGES.badDate],
      ['from=2026-11-23&to=2026-11-01', ORDER_SEARCH_MESSAGES.badRange],
      ['status=lost', ORDER_SEARCH_MESSAGES.badStatus],
      [`q=${'x'.repeat(101)}`, ORDER_SEARCH_MESSAGES.queryTooLong],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('exports one UTF-8 CSV row per order line, with a BOM, the named columns and the filters applied', async () => {
    const { priya, ravi } = await seeded();
    const admin = await loggedIn(t, 'admin');
    const response = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/orders/export.csv?to=2026-11-23&status=',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual([...ORDER_EXPORT_COLUMNS]);
    const body = rows.slice(1);
    expect(body).toHaveLength(4);
    expect(body[0]).toEqual([
      ravi.id,
      '2026-11-23 00:01',
      'shipped',
      'रवि कुमार',
      '9988776655',
      `'=HYPERLINK("x")`,
      '411001',
      'Cotton Frock',
      '2-3 y',
      '1',
      '699.00',
      '699.00',
      '',
      '719.00',
      'Flat 3, Shanti Kunj, FC Road, Near City Mall, =HYPERLINK("x"), Maharashtra 411001',
      '',
      '',
      '',
      // The SKU: the frock is not offered in 2-3 y (any more), so the line has none.
      '',
    ]);
    const priyaRows = body.filter((row) => row[0] === priya.id);
    expect(
      priyaRows.map((row) => [row[1], row[7], row[8], row[9], row[10], row[11], row[12], row[13]]),
    ).toEqual([
      ['2026-11-22 23:59', 'Cotton Frock', '4-5 y', '2', '699.00', '1398.00', 'HOPE100', '2518.50'],
      ['2026-11-22 23:59', 'कुर्ता Set', '6-7 y', '1', '1200.50', '1200.50', 'HOPE100', '2518.50'],
    ]);
    // An offered size's line carries its SKU.
    expect(priyaRows[0]!.at(-1)).toMatch(/^LH-[0-9A-F]{6,}-4-5Y$/);

    const shipped = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/orders/export.csv?status=shipped',
    });
    expect(parse(shipped.body, { bom: true })).toHaveLength(2);
    const bad = await admin.browser.request({ method: 'GET', url: '/api/admin/orders/export.csv?from=soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ORDER_SEARCH_MESSAGES.badDate);
  });

  it('sends the export gzipped to a browser and as it is to a client that takes no gzip, the same bytes', async () => {
    await seeded();
    const admin = await loggedIn(t, 'admin');
    const exportWith = (acceptEncoding: string, query = '') =>
      admin.browser.request({
        method: 'GET',
        url: `/api/admin/orders/export.csv${query}`,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const plain = await exportWith('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Cotton Frock');

    const fromBrowser = await exportWith('gzip, deflate, br, zstd');
    expect(fromBrowser.statusCode).toBe(200);
    expect(fromBrowser.headers['content-encoding']).toBe('gzip');
    expect(fromBrowser.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(fromBrowser.rawPayload).equals(plain.rawPayload)).toBe(true);

    // Gzip is the one encoding the download is compressed in: a client that asks only for brotli gets it plain.
    const brotliOnly = await exportWith('br');
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.rawPayload.equals(plain.rawPayload)).toBe(true);

    // A refused filter's message reads the same through the download's compression.
    const bad = await exportWith('gzip', '?from=soon');
    expect(bad.statusCode).toBe(400);
    const badBody = bad.headers['content-encoding'] === 'gzip' ? gunzipSync(bad.rawPayload) : bad.rawPayload;
    expect(JSON.parse(badBody.toString('utf8')).message).toBe(ORDER_SEARCH_MESSAGES.badDate);
  });

  it('keeps the export to admins', async () => {
    const shopper = await loggedIn(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' })).statusCode).toBe(401);
    expect(
      (await shopper.browser.request({ method: 'GET', url: '/api/admin/orders/export.csv' })).statusCode,
    ).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { EXPORT_BATCH_SIZE, ordersCsv } from './orders-export';

// 10,000 orders (20,000 lines) stream out in batches that follow the reader: a paused reader stops the reading
// of orders, and the whole file arrives complete through the HTTP route.

const ORDERS = 10_000;

describe('orders CSV export at 10,000 orders', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function seedOrders() {
    const product = await createProduct(db());
    await db().execute(sql`
      insert into orders (customer_name, customer_email, address_info, total_mrp_paise, total_discount_paise,
                          platform_fee_paise, final_amount_paise, placed_at, updated_at)
      select 'Shopper ' || g, 'shopper' || g || '@gmail.com',
             jsonb_build_object('fullName', 'Shopper ' || g, 'landmark', 'Near Park', 'city', 'Pune',
                                'zipCode', '411001', 'mobileNo', '9876543210'),
             199800, 60000, 2000, 141800,
             timestamptz '2026-11-01T00:00:00Z' + (g % 500) * interval '1 minute',
             timestamptz '2026-11-01T00:00:00Z'
      from generate_series(1, ${ORDERS}) g`);
    await db().execute(sql`
      insert into order_items (order_id, product_id, name, size, quantity, price_paise, discount_price_paise)
      select o.id, ${product.id}::uuid, 'Cotton Frock', s.size, 1, 99900, 69900
      from orders o cross join (values ('2-3 y'), ('4-5 y')) as s(size)`);
  }

  it('reads orders only as fast as the reader takes the CSV', { timeout: 120_000 }, async () => {
    await seedOrders();
    let batches = 0;
    const stream = ordersCsv(db(), {}, { batchSize: 200, onBatch: () => (batches += 1) });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    // The reader now takes nothing. Once the CSV's buffer is full, a producer that follows the reader has stopped;
    // one that ran ahead would still be reading orders, and its queries would come before ours on the database.
    await expect.poll(() => stream.readableLength >= stream.readableHighWaterMark).toBe(true);
    await db().execute(sql`select 1`);
    const whilePaused = batches;
    expect(whilePaused).toBeLessThanOrEqual(3);

    let lines = 0;
    let rest = '';
    for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
      const text = rest + String(step.value);
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines += parts.length;
    }
    expect(batches).toBe(ORDERS / 200);
    // the first chunk (header and maybe a few lines) was taken before counting; every order line is there
    expect(lines).toBeGreaterThanOrEqual(ORDERS * 2 - 200);
  });

  it('hands the CSV out a batch of orders at a time, not a line at a time', async () => {
    // A gzipped answer takes a turn of the event loop for every chunk written to zlib: a chunk a line made an
    // export wait behind every other request 20,000 times here.
    let chunks = 0;
    for await (const chunk of ordersCsv(db(), {}, { batchSize: 500 }))
      if ((chunk as Buffer).length > 0) chunks += 1;
    // the BOM and header, then one chunk for each of the 20 batches
    expect(chunks).toBe(1 + ORDERS / 500);
  });

  it('serves all 20,000 lines through the route, each order once', { timeout: 120_000 }, async () => {
    const admin = await loggedIn(t, 'admin');
    const before = process.memoryUsage().heapUsed;
    const response = await admin.browser.request({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(1 + ORDERS * 2);
    const orderIds = new Set(lines.slice(1).map((line) => line.slice(0, 36)));
    expect(orderIds.size).toBe(ORDERS);
    expect(EXPORT_BATCH_SIZE).toBeLessThanOrEqual(2000);
    // inject buffers the whole answer (about 3 MB); the export itself must not add much on top
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(150 * 1024 * 1024);
  });
});

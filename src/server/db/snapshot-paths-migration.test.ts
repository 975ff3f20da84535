import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TestMailbox, type TestApp } from '../test/harness';
import { browserOf } from '../test/sessions';
import type { Db } from './client';
import { runMigrations } from './migrate';
import { sqlRows, useDatabaseBefore } from '../test/migration-steps';
import { orderItems } from './schema';

// Migration 0011_snapshot_paths: order lines stored before it kept their picture as a full URL with the shop's
// address of the day. A database is migrated up to the migration before it, rows are written as the older code wrote
// them, and the shop's own migrations then run as they do at start.

const MIGRATION = '0011_snapshot_paths';

async function oneRow<T>(db: Db, query: SQL): Promise<T> {
  return (await sqlRows<T>(db, query))[0]!;
}

describe(`migration ${MIGRATION}`, () => {
  const databaseOf = useDatabaseBefore(MIGRATION);
  let app: TestApp['app'] | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it("turns the stored pictures' full URLs into paths, whatever the host was, and leaves the rest", async () => {
    const db = databaseOf().db;
    const picture = '7f1c0e4a-2b3d-4c5e-8f90-123456789abc';
    const stored = {
      local: `http://localhost:3000/media/${picture}/640.webp`,
      public: `https://shop.littlehope.in/media/${picture}/480.webp`,
      port: `http://192.168.1.20:8080/media/${picture}/320.webp`,
      prefixed: `https://example.in/kids/media/${picture}/640.webp`,
      path: `/media/${picture}/1200.webp`,
      elsewhere: 'https://pictures.example.com/media/frock.webp?v=2',
      none: null,
    };
    // Written in SQL with the columns the tables had then: the schema of today's code has columns these older
    // tables lack (the later migrations add them).
    const user = await oneRow<{ id: string }>(
      db,
      sql`insert into users (name, email, password_hash)
          values ('Asha Rao', ${`asha-${randomBytes(4).toString('hex')}@gmail.com`}, 'not-a-real-hash') returning id`,
    );
    const product = await oneRow<{ id: string }>(
      db,
      sql`insert into products (name, description, category, gender, price_paise, discount_price_paise)
          values ('Cotton Frock', 'Soft cotton.', 'Casual Wear', 'Girls', 99900, 69900) returning id`,
    );
    const address = {
      fullName: 'Asha Rao',
      landmark: 'Near City Mall',
      city: 'Pune',
      zipCode: '411001',
      mobileNo: '9876543210',
    };
    const order = await oneRow<{ id: string }>(
      db,
      sql`insert into orders (user_id, customer_name, customer_email, address_info, total_mrp_paise,
                              total_discount_paise, platform_fee_paise, final_amount_paise)
          values (${user.id}, 'Asha Rao', 'asha.rao@gmail.com', ${JSON.stringify(address)}::jsonb, 99900, 30000, 2000,
                  71900)
          returning id`,
    );
    const sizes = ['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y', '2-3 y', '6-7 y'];
    for (const [i, [name, imageUrl]] of Object.entries(stored).entries()) {
      await db.execute(sql`
        insert into order_items (order_id, product_id, name, image_url, size, quantity, price_paise,
                                 discount_price_paise)
        values (${order.id}, ${product.id}, ${name}, ${imageUrl}, ${sizes[i]!}, 1, 99900, 69900)`);
    }

    await runMigrations(databaseOf());

    const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const after = Object.fromEntries(rows.map((row) => [row.name, row.imageUrl]));
    expect(after).toEqual({
      local: `/media/${picture}/640.webp`,
      public: `/media/${picture}/480.webp`,
      port: `/media/${picture}/320.webp`,
      prefixed: `/media/${picture}/640.webp`,
      path: `/media/${picture}/1200.webp`,
      // Not one of the shop's renditions: not the migration's to change.
      elsewhere: 'https://pictures.example.com/media/frock.webp?v=2',
      none: null,
    });

    // The old order now answers with the shop's address of today.
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://littlehope.in',
      ADMIN_EMAIL: 'owner@gmail.com',
      ADMIN_PASSWORD: 'Owner@2025',
    });
    app = await buildApp({
      config,
      database: databaseOf(),
      mailer: new TestMailbox(),
      now: () => new Date(),
    });
    await app.ready();
    const browser = await browserOf({ app, database: databaseOf() } as TestApp, user.id);
    const details = await browser.request({ method: 'GET', url: `/api/user/orderDetails/${order.id}` });
    expect(details.statusCode, details.body).toBe(200);
    const images = Object.fromEntries(
      (details.json().items as Array<{ name: string; image: string | null }>).map((item) => [
        item.name,
        item.image,
      ]),
    );
    expect(images.local).toBe(`https://littlehope.in/media/${picture}/640.webp`);
    expect(images.port).toBe(`https://littlehope.in/media/${picture}/320.webp`);
    expect(images.none).toBeNull();
  });
});

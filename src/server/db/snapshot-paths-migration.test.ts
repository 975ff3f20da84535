import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TestMailbox, type TestApp } from '../test/harness';
import { createProduct, createUser } from '../test/fixtures';
import { insertOrder } from '../test/order-rows';
import { adminUrl, databaseUrlFor } from '../test/postgres-urls';
import { browserOf } from '../test/sessions';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { orderItems, orders } from './schema';

// Migration 0011_snapshot_paths: order lines stored before it kept their picture as a full URL with the shop's
// address of the day. A database is migrated up to the migration before it, rows are written as the older code wrote
// them, and the shop's own migrations then run as they do at start.

const MIGRATION = '0011_snapshot_paths';

/** A copy of the migrations folder that ends just before MIGRATION. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database: in-memory PGlite, or a new database on the PostgreSQL test server. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres')
    return { database: await openDatabase({}), drop: async () => undefined };
  const serverUrl = inject('pgServerUrl');
  const name = `lh_migration_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl), poolSize: 1 });
  await admin.pool!.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: TestApp['app'] | undefined;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    const before = migrationsBefore(MIGRATION);
    try {
      await runMigrations(database, before.folder);
    } finally {
      before.remove();
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  it("turns the stored pictures' full URLs into paths, whatever the host was, and leaves the rest", async () => {
    const db = database.db;
    const user = await createUser(db);
    const product = await createProduct(db);
    const order = await insertOrder(db, { placedAt: new Date(), lines: [{ productId: product.id }] });
    await db.update(orders).set({ userId: user.id }).where(eq(orders.id, order.id));
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
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await db.delete(orderItems).where(eq(orderItems.orderId, order.id));
    const sizes = ['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y', '2-3 y', '6-7 y'];
    const names = Object.keys(stored);
    await db.insert(orderItems).values(
      Object.values(stored).map((imageUrl, i) => ({
        ...line!,
        id: undefined,
        name: names[i]!,
        size: sizes[i]!,
        imageUrl,
      })),
    );

    await runMigrations(database);

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
    app = await buildApp({ config, database, mailer: new TestMailbox(), now: () => new Date() });
    await app.ready();
    const browser = await browserOf({ app, database } as TestApp, user.id);
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

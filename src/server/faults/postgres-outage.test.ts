import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { orderItems, orders, productSizes } from '../db/schema';
import { codOrderPayload, createAddress, createProduct } from '../test/fixtures';
import { TestClock, TestMailbox } from '../test/harness';
import { browserOf } from '../test/sessions';
import { createUser } from '../test/fixtures';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

// PostgreSQL goes away under load: requests fail fast with 503 and a clear message, no order is half-written, and
// the app recovers by itself once the database is back, without a restart.
describe('PostgreSQL outage', () => {
  let server: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: server.url, poolSize: 10 });
    await runMigrations(database);
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    app = await buildApp(
      { config, database, mailer: new TestMailbox(), now: new TestClock().now },
      { logger: pino({ level: process.env.FAULT_LOG ?? 'silent' }) },
    );
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    // Teardown after an outage must not hang the suite: each step gets a bounded time.
    const bounded = (work: Promise<unknown> | undefined) =>
      Promise.race([work?.catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    await bounded(app?.close());
    await bounded(database?.close());
    server?.destroy();
  });

  it('answers 503 quickly while the database is down, keeps the books whole, and recovers within 30 s', async () => {
    const db = database.db;
    const product = await createProduct(db, { stock: { '4-5 y': 1000 } });
    const user = await createUser(db);
    const address = await createAddress(db, user.id);
    const browser = await browserOf({ app, database } as never, user.id);
    const order = () =>
      browser.request({
        method: 'POST',
        url: '/api/user/createOrder',
        payload: codOrderPayload(address.id, product.id),
      });

    // Load while the database disappears, caught in each state whatever the machine's speed: an order placed; with
    // the size's stock row held (the last row an order writes), four more, one stopped half-written at it and three
    // queued behind it for the shopper's lock; with the sessions table held, five more stopped in the query that
    // reads their session; then the database stops, and twenty more arrive while it is down. (Thirty orders, of which
    // the five that get past their session count toward the shopper's 20 in ten minutes.)
    const connect = async () => {
      const client = new pg.Client({ connectionString: server.url });
      client.on('error', () => undefined); // it goes with the database
      await client.connect();
      return client;
    };
    const holder = await connect();
    const watcher = await connect();
    const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    /** The queries held up by the holder's locks, at the stock row and at the sessions table. */
    const heldUp = async () =>
      (
        await watcher.query<{ atStock: number; atSession: number }>(
          `select count(*) filter (where query ilike '%product_sizes%')::int as "atStock",
                  count(*) filter (where query ilike '%from "sessions"%')::int as "atSession"
             from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))`,
          [holderPid],
        )
      ).rows[0]!;
    const placed = [order()];
    expect((await placed[0]!).statusCode).toBe(201);
    await holder.query('begin');
    await holder.query('select stock from product_sizes where product_id = $1 for update', [product.id]);
    placed.push(...Array.from({ length: 4 }, order));
    await expect.poll(async () => (await heldUp()).atStock, { timeout: 30_000 }).toBeGreaterThan(0);
    await holder.query('lock table sessions in access exclusive mode');
    placed.push(...Array.from({ length: 5 }, order));
    await expect.poll(async () => (await heldUp()).atSession, { timeout: 30_000 }).toBeGreaterThan(0);
    server.stop();
    placed.push(...Array.from({ length: 20 }, order));
    for (const client of [holder, watcher]) await client.end().catch(() => undefined);
    const during = await Promise.all(placed);
    for (const response of during) expect([201, 503], response.body).toContain(response.statusCode);

    const started = Date.now();
    const down = await Promise.all([order(), app.inject({ method: 'GET', url: '/api/health' })]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(down[0].statusCode).toBe(503);
    expect(down[0].json()).toEqual({
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    });
    expect(down[1].statusCode).toBe(503);

    server.start();
    const back = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - back < 30_000) {
      healthy = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    expect((await order()).statusCode).toBe(201);

    // The books: every order has its items, and stock went down by exactly what was ordered.
    const stored = await db.select().from(orders);
    const items = await db.select().from(orderItems);
    expect(items).toHaveLength(stored.length);
    const [size] = await db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(size!.stock).toBe(1000 - stored.length);
    // Every accepted order is stored. An order may also be stored whose answer was lost with the database (it
    // committed, then reading it back failed): the shopper's retry with the same Idempotency-Key gets that order.
    const accepted = during.filter((r) => r.statusCode === 201).length + 1;
    expect(stored.length).toBeGreaterThanOrEqual(accepted);
    expect(stored.length).toBeLessThanOrEqual(during.length + 1);
  }, 90_000);
});

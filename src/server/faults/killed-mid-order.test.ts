import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { couponUses, orderItems, orders, productSizes, sessions } from '../db/schema';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, hashToken } from '../plugins/session';
import { createAddress, createCoupon, createProduct, createUser } from '../test/fixtures';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { freePort } from '../test/shop-process';

// The app process is killed (SIGKILL) while orders are being placed. After a restart there is no half-written
// order, and stock and coupon use agree exactly with the orders that exist.

function startShop(databaseUrl: string, port: number): ChildProcess {
  return spawn('npx', ['tsx', 'src/server/main.ts'], {
    detached: true, // its own process group, so the kill reaches the node process behind npx
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lh-kill-')),
    },
  });
}

async function waitHealthy(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the shop did not become healthy');
}

describe('app killed in the middle of placing orders', () => {
  let server: PrivatePostgres;
  let database: Database;
  let shop: ChildProcess | undefined;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: server.url, poolSize: 5 });
    await runMigrations(database);
  }, 120_000);

  afterAll(async () => {
    if (shop?.pid) process.kill(-shop.pid, 'SIGKILL');
    await database?.close().catch(() => undefined);
    server?.destroy();
  });

  it('leaves no half-written order, and stock and coupons consistent', async () => {
    const db = database.db;
    const product = await createProduct(db, { stock: { '4-5 y': 500 } });
    const coupon = await createCoupon(db);
    const shoppers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const user = await createUser(db);
        const address = await createAddress(db, user.id);
        const token = randomBytes(32).toString('base64url');
        await db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        });
        return { cookie: `${SESSION_COOKIE}=${token}`, addressId: address.id };
      }),
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    shop = startShop(server.url, port);
    await waitHealthy(base);

    const place = (shopper: (typeof shoppers)[number], withCoupon: boolean) =>
      fetch(`${base}/api/user/createOrder`, {
        method: 'POST',
        headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          addressInfo: shopper.addressId,
          paymentMethod: 'cod',
          coupon: withCoupon ? coupon.id : null,
          items: [{ productId: product.id, size: '4-5 y', quantity: 2 }],
          pricingSummary: {
            totalMRP: 1998,
            totalDiscount: 600,
            platformFee: 20,
            couponDiscount: 0,
            finalAmount: withCoupon ? 1318 : 1418,
          },
        }),
      }).then(
        (r) => r.status,
        () => 0, // the connection died with the process
      );
    const inFlight = shoppers.map((shopper, i) => place(shopper, i % 2 === 0));
    // Killed with orders in both states, however fast the machine: once the first orders are stored, the test holds
    // the size's stock row (the last row an order writes), so that the orders still being placed stop there with
    // their other rows written and not committed; the shop is killed once some of them are waiting.
    const storedOrders = async () => (await db.select({ id: orders.id }).from(orders)).length;
    await expect.poll(storedOrders, { timeout: 60_000, interval: 10 }).toBeGreaterThan(0);
    const holder = await database.pool!.connect();
    let statuses: number[];
    try {
      await holder.query('begin');
      await holder.query('select stock from product_sizes where product_id = $1 for update', [product.id]);
      const pid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const waitingOnHolder = async () =>
        (
          await database.pool!.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))',
            [pid],
          )
        ).rows[0]!.n;
      await expect.poll(waitingOnHolder, { timeout: 60_000 }).toBeGreaterThan(0);
      process.kill(-shop.pid!, 'SIGKILL');
      statuses = await Promise.all(inFlight);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(statuses.every((s) => s === 0 || s === 201)).toBe(true);

    shop = startShop(server.url, port);
    await waitHealthy(base);
    expect(await place(shoppers[1]!, false)).toBe(201);

    // The books after the crash.
    const stored = await db.select().from(orders);
    const withoutItems = await db.execute(
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    expect((withoutItems as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const items = await db.select().from(orderItems);
    expect(items).toHaveLength(stored.length);
    const [size] = await db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(size!.stock).toBe(500 - 2 * stored.length);
    const uses = await db.select().from(couponUses);
    expect(uses.map((u) => u.orderId).sort()).toEqual(
      stored
        .filter((o) => o.couponId)
        .map((o) => o.id)
        .sort(),
    );
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(stored.length - 1);
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { productSizes } from './db/schema';
import { hashPassword } from './modules/auth/password';
import { codOrderPayload, createAddress, createProduct, createUser } from './test/fixtures';
import { TestMailbox } from './test/harness';
import { adminUrl, databaseUrlFor } from './test/postgres-urls';
import { eq } from 'drizzle-orm';

// Two app instances on one PostgreSQL database, each with its own connection pool and listening on its own loopback
// port, as two machines behind a load balancer: nothing a shopper does may depend on which one answers.
// Runs in the PostgreSQL API project; the shared rate limit also needs TEST_REDIS_URL.

interface Instance {
  app: FastifyInstance;
  database: Database;
  url: string;
}

async function twoInstances(redisUrl?: string) {
  const serverUrl = inject('pgServerUrl');
  const name = `lh_scale_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl), poolSize: 1 });
  await admin.pool!.query(`create database ${name} template ${inject('pgTemplate')}`);
  const databaseUrl = databaseUrlFor(serverUrl, name);
  const redises: Redis[] = [];
  const start = async (): Promise<Instance> => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    const database = await openDatabase({ databaseUrl, poolSize: 10 });
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    if (redis) redises.push(redis);
    const app = await buildApp({ config, database, mailer: new TestMailbox(), redis, now: () => new Date() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return {
      app,
      database,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    };
  };
  const a = await start();
  const b = await start();
  return {
    a,
    b,
    close: async () => {
      for (const instance of [a, b]) {
        await instance.app.close();
        await instance.database.close();
      }
      for (const redis of redises) redis.disconnect();
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A browser's cookie jar over real HTTP. */
function browser() {
  let cookie = '';
  return async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (set.length > 0) cookie = set.join('; ');
    return response;
  };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function loginAs(role: 'user' | 'admin', database: Database, instance: Instance) {
  const password = 'Secret@123';
  const user = await createUser(database.db, {
    role,
    email: `scale-${randomBytes(4).toString('hex')}@gmail.com`,
    passwordHash: await hashPassword(password),
  });
  const send = browser();
  const login = await send(`${instance.url}/api/user/login`, json({ email: user.email, password }));
  expect(login.status, await login.clone().text()).toBe(200);
  return { user, send };
}

function productForm(price: number, photo?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Festive Kurta Set',
    description: 'Cotton kurta with churidar for festivals.',
    price: String(price),
    discountPrice: String(price - 100),
    category: 'Ethnic Wear',
    gender: 'Boys',
  }))
    form.append(key, value);
  form.append('sizeAndStock[]', JSON.stringify({ size: '4-5 y', stock: 7 }));
  if (photo) form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  return form;
}

/** A product's picture: a product is shown to shoppers only with one (docs/decisions/0058-product-life-and-offered-sizes.md). */
function aPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e0524d' } })
    .jpeg()
    .toBuffer();
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('two app instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await twoInstances());
  });
  afterAll(async () => close?.());

  it('keeps a session made through A working on B', async () => {
    const { user, send } = await loginAs('user', a.database, a);
    const me = await send(`${b.url}/api/user/me`);
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(user.email);
  });

  it('serves through B an image uploaded through A, and shows B the price A changed at once', async () => {
    const { send } = await loginAs('admin', a.database, a);
    const photo = await aPhoto();
    const added = await send(`${a.url}/api/admin/addProduct`, {
      method: 'POST',
      body: productForm(1499, photo),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { product } = await added.json();
    const image = await fetch(String(product.images[0]).replace(/^https?:\/\/[^/]+/, b.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // B reads the product (and caches it), then A changes the price. The new product's own news reaches B twice
    // (on the bus at once, and from its outbox event when a worker delivers it), at moments a loaded machine
    // decides; each empties B's cache. So B reads until it answers from its cache, every answer the right one.
    const detail = () => fetch(`${b.url}/api/user/productDetail/${product._id}`).then((r) => r.json());
    await expect
      .poll(
        async () => {
          const hits = b.app.catalogCache.stats.hits;
          expect((await detail()).product.price).toBe(1499);
          return b.app.catalogCache.stats.hits > hits;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const invalidationsBefore = b.app.catalogCache.stats.invalidations;
    const updated = await send(`${a.url}/api/admin/updateProduct/${product._id}`, {
      method: 'PUT',
      body: productForm(1799),
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    // A itself is right at once; B hears of it through NOTIFY, long before its cache would expire.
    expect(
      (await fetch(`${a.url}/api/user/productDetail/${product._id}`).then((r) => r.json())).product.price,
    ).toBe(1799);
    await expect
      .poll(() => b.app.catalogCache.stats.invalidations, { timeout: 5_000 })
      .toBeGreaterThan(invalidationsBefore);
    expect((await detail()).product.price).toBe(1799);
  });

  it('keeps hearing other instances after its listening connection is cut', async () => {
    const pids = (
      await b.database.pool!.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      )
    ).rows.map((r) => r.pid);
    expect(pids.length).toBeGreaterThan(0);
    const before = b.app.catalogCache.stats.invalidations;
    await b.database.pool!.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    // Losing the connection drops the local cache (messages may have been missed), then it listens again.
    await expect
      .poll(() => b.app.catalogCache.stats.invalidations, { timeout: 5_000 })
      .toBeGreaterThan(before);
    await expect
      .poll(
        async () => {
          const { rows } = await b.database.pool!.query(
            `select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen %' and not (pid = any($1::int[]))`,
            [pids],
          );
          return rows.length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const after = b.app.catalogCache.stats.invalidations;
    await a.app.catalogCache.invalidate();
    await expect
      .poll(() => b.app.catalogCache.stats.invalidations, { timeout: 2_000 })
      .toBeGreaterThan(after);
  });

  it('never oversells when parallel orders are spread over both instances', async () => {
    const product = await createProduct(a.database.db, { stock: { '4-5 y': 6 } });
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const instance = i % 2 === 0 ? a : b;
        const { user, send } = await loginAs('user', a.database, instance);
        const address = await createAddress(a.database.db, user.id);
        return { send, address, instance };
      }),
    );
    const order = (addressId: string) => json(codOrderPayload(addressId, product.id));
    const statuses = await Promise.all(
      shoppers.flatMap(({ send, address }, i) =>
        [0, 1].map((k) =>
          send(`${(i + k) % 2 === 0 ? a.url : b.url}/api/user/createOrder`, order(address.id)).then(
            (r) => r.status,
          ),
        ),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const [row] = await a.database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, product.id));
    expect(row!.stock).toBe(0);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL)(
  'two app instances sharing Redis',
  () => {
    let a: Instance;
    let b: Instance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ a, b, close } = await twoInstances(process.env.TEST_REDIS_URL));
    });
    afterAll(async () => close?.());

    it('counts the per-IP rate limit once across instances', async () => {
      const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
      // Each a page no instance has cached: a visitor's catalog read is counted when it reaches the database.
      let page = 0;
      const remaining = async (instance: Instance) => {
        const response = await fetch(`${instance.url}/api/user/getAllproducts?limit=${++page}`, {
          headers: { 'x-forwarded-for': ip },
        });
        return Number(response.headers.get('x-ratelimit-remaining'));
      };
      const first = await remaining(a);
      expect(first).toBeGreaterThan(10);
      expect(await remaining(b)).toBe(first - 1);
      expect(await remaining(a)).toBe(first - 2);
    });

    it('drops B’s cached catalog when A changes a price (Redis pub/sub)', async () => {
      const { send } = await loginAs('admin', a.database, a);
      const added = await send(`${a.url}/api/admin/addProduct`, {
        method: 'POST',
        body: productForm(1499, await aPhoto()),
      });
      expect(added.status, await added.clone().text()).toBe(201);
      const { product } = await added.json();
      const detail = () => fetch(`${b.url}/api/user/productDetail/${product._id}`).then((r) => r.json());
      expect((await detail()).product.price).toBe(1499);
      const before = b.app.catalogCache.stats.invalidations;
      await send(`${a.url}/api/admin/updateProduct/${product._id}`, {
        method: 'PUT',
        body: productForm(1899),
      });
      await expect
        .poll(() => b.app.catalogCache.stats.invalidations, { timeout: 2_000 })
        .toBeGreaterThan(before);
      expect((await detail()).product.price).toBe(1899);
    });
  },
);

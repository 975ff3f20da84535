import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orders, productSizes, products, users } from '../db/schema';
import { createAddress, createProduct } from '../test/fixtures';
import { nextAddress, useTestApp, type CookieJar } from '../test/harness';
import { loggedIn } from '../test/sessions';

// Every route of the server's own route table gets hostile input: values derived from its zod schemas, a fixed
// list of classics, broken JSON, wrong content types and oversized bodies. Whatever comes in, the answer is a 4xx
// (or a harmless 2xx) with JSON `{ message }`, never a 5xx, and nothing that must not change does.

const CLASSIC_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%_%',
  '(a+)+$',
  '../../etc/passwd',
  '\u0000',
  '😀'.repeat(50),
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { $gt: '' },
  { __proto__: { isAdmin: true } },
];

const PRIVILEGED_FIELDS = {
  role: 'admin',
  status: 'delivered',
  user: 'someone',
  paymentStatus: 'paid',
  isBlocked: false,
};

const hostileValue = fc.oneof(
  fc.constantFrom(...CLASSIC_VALUES),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The top-level keys a route's zod object schema expects, so generated bodies aim at real fields. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function bodiesFor(schema: unknown, runs: number): unknown[] {
  const keys = keysOf(schema);
  const derived = keys.length
    ? fc.sample(
        fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] }),
        runs,
      )
    : fc.sample(fc.jsonValue({ maxDepth: 2 }), runs);
  const perField = keys.flatMap((key) => CLASSIC_VALUES.slice(0, 8).map((value) => ({ [key]: value })));
  return [
    ...derived,
    ...perField.slice(0, 12),
    { ...PRIVILEGED_FIELDS },
    CLASSIC_VALUES,
    'not an object',
    42,
  ];
}

const HOSTILE_PATH_VALUES = [
  'abc',
  '0',
  '-1',
  '%27%20OR%201%3D1',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%00',
  '%F0%9F%98%80',
];

function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

function expectSafeAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { message?: unknown };
    expect(typeof body.message, `${what} has a message`).toBe('string');
  }
}

describe('hostile input on every route', () => {
  const t = useTestApp();
  const browsers = {} as Record<'shopper' | 'admin', CookieJar>;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    const db = t.database.db;
    const shopper = await loggedIn(t);
    const admin = await loggedIn(t, 'admin');
    Object.assign(browsers, { shopper: shopper.browser, admin: admin.browser });
    await createProduct(db, { stock: { '4-5 y': 5 } });
    await createAddress(db, shopper.user.id);
    // What no hostile request may change: prices, stock, roles and blocks, orders. In a fixed order: a request that
    // may change something else of a row (a shopper renaming themself) moves the row, not what is compared.
    snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          db
            .select({ id: products.id, p: products.pricePaise, d: products.discountPricePaise })
            .from(products)
            .orderBy(products.id),
          db.select().from(productSizes).orderBy(productSizes.productId, productSizes.size),
          db
            .select({ id: users.id, role: users.role, blocked: users.isBlocked })
            .from(users)
            .orderBy(users.id),
          db
            .select({ id: orders.id, s: orders.status, p: orders.paymentStatus })
            .from(orders)
            .orderBy(orders.id),
        ]),
      );
  });

  const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/'));

  async function send(caller: 'anonymous' | 'shopper' | 'admin', options: InjectOptions) {
    return caller === 'anonymous'
      ? t.app.inject({ remoteAddress: nextAddress(), ...options })
      : browsers[caller].request(options);
  }

  it('answers generated and classic bodies and queries with a clear 4xx, never a 5xx', async () => {
    const before = await snapshot();
    let tried = 0;
    for (const route of apiRoutes()) {
      if (route.url.endsWith('/logout')) continue;
      const caller = route.url.startsWith('/api/admin/') ? 'admin' : 'shopper';
      const url = fillPath(route.url, '00000000-0000-4000-8000-000000000000');
      const method = route.method as InjectOptions['method'];
      if (route.method === 'GET') {
        for (const query of bodiesFor(route.schema?.querystring, 6)) {
          const params = new URLSearchParams();
          if (query && typeof query === 'object' && !Array.isArray(query)) {
            for (const [key, value] of Object.entries(query))
              params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
          }
          expectSafeAnswer(
            await send(caller, { method, url: `${url}?${params}` }),
            `${route.method} ${route.url}?${params}`,
          );
          tried++;
        }
      } else {
        for (const body of bodiesFor(route.schema?.body, 6)) {
          const response = await send(caller, {
            method,
            url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expectSafeAnswer(response, `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 120)}`);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(await snapshot()).toBe(before);
  }, 180_000);

  it('answers malformed ids in paths with 404, and never a 5xx', async () => {
    for (const route of apiRoutes().filter((r) => r.url.includes(':'))) {
      const caller = route.url.startsWith('/api/admin/') ? 'admin' : 'shopper';
      for (const value of HOSTILE_PATH_VALUES) {
        const response = await send(caller, {
          method: route.method as InjectOptions['method'],
          url: fillPath(route.url, value),
        });
        expectSafeAnswer(response, `${route.method} ${fillPath(route.url, value)}`);
        expect([400, 404, 414, 415], `${route.method} ${fillPath(route.url, value)}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it('refuses broken JSON, wrong content types and oversized bodies on every state-changing route', async () => {
    const before = await snapshot();
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      const caller = route.url.startsWith('/api/admin/') ? 'admin' : 'shopper';
      const url = fillPath(route.url, '00000000-0000-4000-8000-000000000000');
      const method = route.method as InjectOptions['method'];
      const attempts: InjectOptions[] = [
        { method, url, payload: '{"email": "a@gmail.com",', headers: { 'content-type': 'application/json' } },
        { method, url, payload: '<xml>1</xml>', headers: { 'content-type': 'application/xml' } },
        {
          method,
          url,
          payload: 'quantity=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        {
          method,
          url,
          payload: JSON.stringify({ padding: 'x'.repeat(300_000) }),
          headers: { 'content-type': 'application/json' },
        },
      ];
      for (const attempt of attempts) {
        const response = await send(caller, attempt);
        expectSafeAnswer(response, `${route.method} ${route.url} ${attempt.headers?.['content-type']}`);
        expect(
          response.statusCode,
          `${route.method} ${route.url} ${attempt.headers?.['content-type']}`,
        ).toBeGreaterThanOrEqual(400);
      }
    }
    const oversized = await browsers.shopper.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: JSON.stringify({ name: 'x'.repeat(300_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: 'The request is too large.' });
    expect(await snapshot()).toBe(before);
  });

  it('ignores privileged fields a client slips into its requests', async () => {
    const response = await browsers.shopper.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: {
        name: 'Asha Rao',
        landmark: 'Near Mall',
        city: 'Pune',
        zip: '411001',
        mobile: '9876543210',
        cod: false,
        ...PRIVILEGED_FIELDS,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().address.cod).toBe(true);
    const me = await browsers.shopper.request({ method: 'GET', url: '/api/user/me' });
    expect(me.json().user.role).toBe('user');
  });
});

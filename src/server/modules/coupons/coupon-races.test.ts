import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, ORDER_MESSAGES } from '../../../contract/messages';
import { couponUses, coupons, orders } from '../../db/schema';
import { codOrderBody, createAddress, createCoupon, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// Races need a server that runs transactions side by side: PGlite runs one at a time, so these run on PostgreSQL.
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('coupon limits under concurrency (PostgreSQL)', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const line = (productId: string) => [{ productId, size: '4-5 y' as const, quantity: 1 }];

  async function usesOf(couponId: string) {
    const [row] = await db().select().from(coupons).where(eq(coupons.id, couponId));
    const rows = await db().select().from(couponUses).where(eq(couponUses.couponId, couponId));
    const withCoupon = await db().select().from(orders).where(eq(orders.couponId, couponId));
    return { counted: row!.usesCount, rows: rows.length, orders: withCoupon.length };
  }

  it('gives a coupon with totalUses 1 to exactly one of many shoppers ordering at once', async () => {
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const coupon = await createCoupon(db(), { code: 'ONLYONE', totalUses: 1, discountPaise: 10_000 });
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const session = await loggedIn(t);
        return { ...session, address: await createAddress(db(), session.user.id) };
      }),
    );
    const answers = await Promise.all(
      shoppers.map((s) =>
        s.browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderBody(s.address.id, line(product.id), { id: coupon.id, discountPaise: 10_000 }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(11);
    for (const answer of answers.filter((a) => a.statusCode === 400))
      expect(answer.json()).toEqual({ message: COUPON_REFUSALS.usedUp });
    expect(await usesOf(coupon.id)).toEqual({ counted: 1, rows: 1, orders: 1 });
  });

  it('lets one shopper ordering from several tabs at once use a coupon only perCustomer times', async () => {
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const coupon = await createCoupon(db(), { code: 'TWICEEACH', perCustomer: 2, discountPaise: 10_000 });
    const { browser, user } = await loggedIn(t);
    const address = await createAddress(db(), user.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderBody(address.id, line(product.id), { id: coupon.id, discountPaise: 10_000 }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.statusCode !== 201))
      expect(answer.json()).toEqual({ message: COUPON_REFUSALS.usedTimes(2) });
    expect(await usesOf(coupon.id)).toEqual({ counted: 2, rows: 2, orders: 2 });

    // Once per customer (the spec's rule) holds the same way.
    const once = await createCoupon(db(), { code: 'ONCEEACH', discountPaise: 10_000 });
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderBody(address.id, line(product.id), { id: once.id, discountPaise: 10_000 }),
        }),
      ),
    );
    expect(again.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const answer of again.filter((a) => a.statusCode !== 201))
      expect(answer.json()).toEqual({ message: ORDER_MESSAGES.couponUsed });
  });

  it('gives back the last use when its order is cancelled while others order', async () => {
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const coupon = await createCoupon(db(), { code: 'LASTBACK', totalUses: 1, discountPaise: 10_000 });
    const first = await loggedIn(t);
    const firstAddress = await createAddress(db(), first.user.id);
    const placed = await first.browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: codOrderBody(firstAddress.id, line(product.id), { id: coupon.id, discountPaise: 10_000 }),
    });
    expect(placed.statusCode).toBe(201);
    const others = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const session = await loggedIn(t);
        return { ...session, address: await createAddress(db(), session.user.id) };
      }),
    );
    const [cancel, ...tries] = await Promise.all([
      first.browser.request({ method: 'PUT', url: `/api/user/cancellOrder/${placed.json().order._id}` }),
      ...others.map((s) =>
        s.browser.request({
          method: 'POST',
          url: '/api/user/createOrder',
          payload: codOrderBody(s.address.id, line(product.id), { id: coupon.id, discountPaise: 10_000 }),
        }),
      ),
    ]);
    expect(cancel!.statusCode).toBe(200);
    expect(tries.every((answer) => [201, 400].includes(answer.statusCode))).toBe(true);
    expect(tries.filter((answer) => answer.statusCode === 201).length).toBeLessThanOrEqual(1);
    const uses = await usesOf(coupon.id);
    expect(uses.counted).toBe(uses.rows);
    expect(uses.rows).toBeLessThanOrEqual(1);
  });
});

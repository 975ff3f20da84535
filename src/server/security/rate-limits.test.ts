import { describe, expect, it } from 'vitest';
import { API_ERROR } from '../../contract/messages';
import { RATE_LIMITS } from '../plugins/rate-limit';
import { createProduct, createUser } from '../test/fixtures';
import { nextAddress, useTestApp } from '../test/harness';
import { browserOf } from '../test/sessions';
import { PASSWORD, registeredUser } from '../test/auth-helpers';

// Rate limits for a shop in India: shoppers behind one carrier address keep shopping, an attacker is stopped, and
// no spelling of a path gets around a limit (the limits are decided on the route Fastify matched).

const CARRIER_NAT = '49.36.0.1'; // one Jio address, many phones
const ATTACKER = '203.0.113.66';

describe('rate limits', () => {
  const t = useTestApp();
  const from =
    (remoteAddress: string) => (options: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
      t.app.inject({ remoteAddress, ...options });

  it('are sized for a carrier NAT: 200 shoppers’ quarter of an hour fits the visitor ceiling many times over', () => {
    // A busy shopper makes about 24 API calls a minute while browsing (docs/decisions/0026-rate-limits-for-carrier-nat.md).
    expect(200 * 24 * 15).toBeLessThan(RATE_LIMITS.visitorAddress.max);
    expect(RATE_LIMITS.authAddress.max).toBeGreaterThanOrEqual(300);
    expect(RATE_LIMITS.otpMailAddress.max).toBeGreaterThanOrEqual(100);
  });

  it('lets 200 shoppers behind one address browse and log in, while one attacker behind another is stopped', async () => {
    const products = await Promise.all(
      [1, 2, 3].map((i) => createProduct(t.database.db, { name: `Frock ${i}` })),
    );
    const shopper = from(CARRIER_NAT);
    const browsing = [
      '/api/user/newArrivals',
      '/api/user/getAllproducts?page=1&limit=12',
      '/api/user/getAllproducts?page=2&limit=12',
      '/api/user/search?q=frock',
      ...products.map((p) => `/api/user/productDetail/${p.id}`),
    ];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // 200 shoppers, 2 rounds of browsing each (14 calls), in waves of 50 at once.
    for (let wave = 0; wave < 4; wave += 1) {
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          for (let round = 0; round < 2; round += 1) {
            for (const url of browsing) count((await shopper({ method: 'GET', url })).statusCode);
          }
        }),
      );
    }
    // Ten of them log in (a wrong password first, as people do) and browse logged in.
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { email } = await registeredUser(t);
        count(
          (
            await shopper({
              method: 'POST',
              url: '/api/user/login',
              payload: { email, password: 'Oops@1234' },
            })
          ).statusCode,
        );
        const login = await shopper({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: PASSWORD },
        });
        count(login.statusCode);
      }),
    );
    expect(statuses.get(429)).toBeUndefined();
    expect(statuses.get(200)).toBe(200 * 2 * browsing.length + 10);

    // The attacker sprays logins: the address's budget of account calls runs out, then every spelling is refused.
    const attacker = from(ATTACKER);
    const spray = (url: string, i: number) =>
      attacker({ method: 'POST', url, payload: { email: `victim${i}@gmail.com`, password: '' } });
    for (let i = 0; i < RATE_LIMITS.authAddress.max; i += 1) {
      expect((await spray('/api/user/login', i)).statusCode).toBe(400);
    }
    for (const url of ['/api/user/login', '/%61pi/user/login', '/api/user/%6Cogin', '/api/user/login?x=1']) {
      const refused = await spray(url, 0);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({ message: API_ERROR.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The shoppers behind the carrier address are not touched by it.
    expect((await shopper({ method: 'GET', url: '/api/user/newArrivals' })).statusCode).toBe(200);
  }, 180_000);

  it('limits OTP mails per address (100 in 15 minutes), whatever the e-mails', async () => {
    const attacker = from('198.51.100.23');
    for (let i = 0; i < RATE_LIMITS.otpMailAddress.max; i += 1) {
      const sent = await attacker({
        method: 'POST',
        url: '/api/user/FPEmailOtp',
        payload: { email: `target${i}@gmail.com` },
      });
      expect(sent.statusCode).toBe(200);
    }
    const encoded = await attacker({
      method: 'POST',
      url: '/%61pi/user/FPEmailOtp',
      payload: { email: 'one.more@gmail.com' },
    });
    expect(encoded.statusCode).toBe(429);
    const register = await attacker({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'X', email: 'new.one@gmail.com', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(register.statusCode).toBe(429);
    expect(t.mailbox.lastTo('one.more@gmail.com')).toBeUndefined();
  });

  it('counts a logged-in shopper per account, not per address', async () => {
    const user = await createUser(t.database.db);
    const browser = await browserOf(t, user.id);
    const response = await browser.request({ method: 'GET', url: '/api/user/getCartItems' });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-ratelimit-limit'])).toBe(RATE_LIMITS.account.max);
  });

  it('counts a logged-in shopper’s catalog read as a visitor’s: on a cache miss, per address, not per account', async () => {
    const user = await createUser(t.database.db);
    const browser = await browserOf(t, user.id);
    const accountLeft = async () =>
      Number(
        (await browser.request({ method: 'GET', url: '/api/user/getCartItems' })).headers[
          'x-ratelimit-remaining'
        ],
      );

    const before = await accountLeft();
    const miss = await browser.request({
      method: 'GET',
      url: '/api/user/getAllproducts?limit=5&sort=priceHigh',
    });
    expect(miss.statusCode).toBe(200);
    expect(Number(miss.headers['x-ratelimit-limit'])).toBe(RATE_LIMITS.visitorAddress.max);
    const hit = await browser.request({
      method: 'GET',
      url: '/api/user/getAllproducts?limit=5&sort=priceHigh',
    });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['x-ratelimit-remaining']).toBeUndefined();
    // Between the two reads of the bag, only the second was counted against the account.
    expect(await accountLeft()).toBe(before - 1);
  });

  it('counts a visitor’s catalog read against the address ceiling only when it reaches the database', async () => {
    const from = nextAddress();
    const list = (query: string) =>
      t.app.inject({ url: `/api/user/getAllproducts?${query}`, headers: { 'x-forwarded-for': from } });
    const remaining = (response: { headers: Record<string, unknown> }) =>
      response.headers['x-ratelimit-remaining'];

    const miss = await list('limit=7&sort=priceLow');
    expect(miss.statusCode).toBe(200);
    const afterMiss = Number(remaining(miss));
    expect(afterMiss).toBeLessThan(RATE_LIMITS.visitorAddress.max);
    // The same page again comes from the cache: the limiter is not asked at all.
    const hit = await list('limit=7&sort=priceLow');
    expect(hit.statusCode).toBe(200);
    expect(remaining(hit)).toBeUndefined();
    // Another page reaches the database again and is counted.
    const other = await list('limit=7&sort=priceHigh');
    expect(Number(remaining(other))).toBe(afterMiss - 1);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

describe('admin coupons API', () => {
  const t = useTestApp();

  it('adds coupons with the rules of the form, and lists them for shoppers too', async () => {
    const admin = await loggedIn(t, 'admin');
    const shopper = await loggedIn(t);
    const add = (payload: object) =>
      admin.browser.request({ method: 'POST', url: '/api/admin/addCoupon', payload });
    const created = await add({ code: 'diwali50', discount: 50, expiry: '2099-11-01' });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({ code: 'DIWALI50', discount: 50, firstOrderOnly: false });
    expect((await add({ code: 'DIWALI50', discount: 50, expiry: '2099-11-01' })).statusCode).toBe(409);
    expect((await add({ code: 'BIG', discount: 1001, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'ZERO', discount: 0, expiry: '2099-11-01' })).statusCode).toBe(400);
    expect((await add({ code: 'OLD10', discount: 10, expiry: '2020-01-01' })).json().message).toBe(
      'Expiry date must be in the future.',
    );
    expect((await add({ code: 'a b', discount: 10, expiry: '2099-01-01' })).statusCode).toBe(400);
    const forShopper = await shopper.browser.request({ method: 'GET', url: '/api/user/coupon' });
    expect(forShopper.json().map((c: { code: string }) => c.code)).toContain('DIWALI50');
    const forAdmin = await admin.browser.request({ method: 'GET', url: '/api/admin/getCoupon' });
    // The shopper's list is the admin's, each coupon marked with whether this shopper can use it.
    expect(forShopper.json()).toEqual(
      forAdmin.json().map((coupon: object) => ({ ...coupon, usable: true, unusableReason: null })),
    );
  });
});

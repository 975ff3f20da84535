import { describe, expect, it } from 'vitest';
import type { ShopperCoupon } from '../../../contract/coupons';
import { codOrderPayload, createAddress, createCoupon, createProduct } from '../../test/fixtures';
import { useTestApp, type CookieJar } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { ORDER_MESSAGES } from '../../../contract/messages';

// The checkout offers the coupons GET /user/coupon marks usable: the list and PLACE ORDER must agree.

describe('coupons as a shopper sees them', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function couponsOf(browser: CookieJar): Promise<Map<string, ShopperCoupon>> {
    const response = await browser.request({ method: 'GET', url: '/api/user/coupon' });
    expect(response.statusCode).toBe(200);
    return new Map((response.json() as ShopperCoupon[]).map((coupon) => [coupon.code, coupon]));
  }

  it('marks each coupon usable or says why not, and the order refuses exactly those', async () => {
    const { user, browser } = await loggedIn(t);
    const address = await createAddress(db(), user.id);
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    await createCoupon(db(), { code: 'GONE10', expiresAt: new Date(Date.now() - 60_000) });
    const first = await createCoupon(db(), { code: 'FIRST100', firstOrderOnly: true });
    const welcome = await createCoupon(db(), { code: 'WELCOME50', firstOrderOnly: true });
    await createCoupon(db(), { code: 'ANYTIME20' });

    let coupons = await couponsOf(browser);
    expect(coupons.get('GONE10')).toMatchObject({
      usable: false,
      unusableReason: ORDER_MESSAGES.couponExpired,
    });
    for (const code of ['FIRST100', 'WELCOME50', 'ANYTIME20'])
      expect(coupons.get(code)).toMatchObject({ usable: true, unusableReason: null });

    const order = { ...codOrderPayload(address.id, product.id), coupon: first.id };
    order.pricingSummary = { ...order.pricingSummary, couponDiscount: 100, finalAmount: 619 };
    const placed = await browser.request({ method: 'POST', url: '/api/user/createOrder', payload: order });
    expect(placed.statusCode, placed.body).toBe(201);

    coupons = await couponsOf(browser);
    expect(coupons.get('FIRST100')).toMatchObject({
      usable: false,
      unusableReason: ORDER_MESSAGES.couponUsed,
    });
    expect(coupons.get('WELCOME50')).toMatchObject({
      usable: false,
      unusableReason: ORDER_MESSAGES.couponFirstOrderOnly,
    });
    expect(coupons.get('ANYTIME20')).toMatchObject({ usable: true, unusableReason: null });

    // PLACE ORDER refuses a coupon the list marked, with the reason the list gave.
    const again = await browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: { ...codOrderPayload(address.id, product.id), coupon: welcome.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(coupons.get('WELCOME50')!.unusableReason);
  });

  it('answers each shopper for themselves', async () => {
    const a = await loggedIn(t);
    const b = await loggedIn(t);
    const address = await createAddress(db(), a.user.id);
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const once = await createCoupon(db(), { code: 'ONCE30' });
    const order = { ...codOrderPayload(address.id, product.id), coupon: once.id };
    order.pricingSummary = { ...order.pricingSummary, couponDiscount: 100, finalAmount: 619 };
    expect(
      (await a.browser.request({ method: 'POST', url: '/api/user/createOrder', payload: order })).statusCode,
    ).toBe(201);

    expect((await couponsOf(a.browser)).get('ONCE30')?.usable).toBe(false);
    expect((await couponsOf(b.browser)).get('ONCE30')?.usable).toBe(true);
  });
});

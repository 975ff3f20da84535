import { describe, expect, it } from 'vitest';
import { API_ERROR } from '../../../contract/messages';
import { createAddress, createCoupon, createProduct, createUser } from '../../test/fixtures';
import { CookieJar, useTestApp } from '../../test/harness';
import { browserOf } from '../../test/sessions';
import { PASSWORD, registeredUser } from '../../test/auth-helpers';

// An Idempotency-Key names one order request; and the first-order coupon belongs to one inbox, however typed.

describe('order requests that repeat', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const body = (addressId: string, productId: string, quantity: number, coupon: string | null = null) => ({
    addressInfo: { _id: addressId },
    paymentMethod: 'cod',
    coupon,
    items: [{ productId, size: '4-5 y', quantity }],
    pricingSummary: {
      totalMRP: 0,
      totalDiscount: 0,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 699 * quantity + 20 - (coupon ? 100 : 0),
    },
  });
  const place = (browser: CookieJar, payload: object, key?: string) =>
    browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('refuses an Idempotency-Key reused with a different body (422), and replays the same body', async () => {
    const user = await createUser(db());
    const browser = await browserOf(t, user.id);
    const address = await createAddress(db(), user.id);
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const key = 'checkout-5e1f0a77';
    const first = await place(browser, body(address.id, product.id, 1), key);
    expect(first.statusCode).toBe(201);

    // The attack: the same key with three pieces instead of one used to answer the first order silently.
    const other = await place(browser, body(address.id, product.id, 3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: API_ERROR.idempotencyKeyReused });

    // The same body (its keys in another order) is a retry: the first order, placed once.
    const { items, ...rest } = body(address.id, product.id, 1);
    const retry = await place(browser, { items, ...rest }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order._id).toBe(first.json().order._id);
    const orders = await browser.request({ method: 'GET', url: '/api/user/getOrders' });
    expect(orders.json().orders).toHaveLength(1);
  });

  it('gives the first-order coupon once per Gmail inbox, whatever its spelling', async () => {
    const hope = await createCoupon(db(), { code: `HOPE${Date.now()}`, firstOrderOnly: true });
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const { email, jar, userId } = await registeredUser(t);
    const address = await createAddress(db(), userId);
    expect((await place(jar, body(address.id, product.id, 1, hope.id))).statusCode).toBe(201);

    // "b.o.b+2@gmail.com" is the same inbox: no new account to take the coupon again.
    const [local] = email.split('@');
    const variant = `${local!.split('').join('.')}+2@GMAIL.COM`;
    const other = new CookieJar(() => t.app);
    const login = await other.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: variant, password: PASSWORD },
    });
    expect(login.json().user._id).toBe(userId);
    const again = await place(other, body(address.id, product.id, 1, hope.id));
    expect(again.statusCode).toBe(400);
  });
});

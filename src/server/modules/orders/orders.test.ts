import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, couponUses, orders, productSizes } from '../../db/schema';
import { createAddress, createCoupon, createProduct } from '../../test/fixtures';
import { useTestApp, type CookieJar } from '../../test/harness';
import { browserOf, loggedIn } from '../../test/sessions';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '../../../contract/messages';

// Placing, reading and cancelling orders through the API, as a browser (or a dishonest client) would.

describe('orders API', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function shopper() {
    const { user, browser } = await loggedIn(t);
    const address = await createAddress(db(), user.id);
    return { user, browser, address };
  }

  type Line = { productId: string; size: string; quantity: unknown; priceAtPurchase?: number };
  function orderBody(addressId: string, items: Line[], finalAmount: number, coupon: string | null = null) {
    return {
      addressInfo: { _id: addressId, fullName: 'ignored' },
      paymentMethod: 'cod',
      coupon,
      items: items.map((item) => ({ discountPriceAtPurchase: 1, ...item })),
      pricingSummary: { totalMRP: 0, totalDiscount: 0, platformFee: 20, couponDiscount: 0, finalAmount },
    };
  }

  function place(browser: CookieJar, body: unknown, headers: Record<string, string> = {}) {
    return browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: body as object,
      headers,
    });
  }

  async function stockOf(productId: string, size = '4-5 y') {
    const [row] = await db()
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    return row?.stock;
  }

  it('places an order priced by the server, empties those cart lines and mails a confirmation', async () => {
    const { user, browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    await db()
      .insert(cartItems)
      .values({ userId: user.id, productId: product.id, size: '4-5 y', quantity: 2 });
    const response = await place(browser, {
      ...orderBody(
        address.id,
        [{ productId: product.id, size: '4-5 y', quantity: 2, priceAtPurchase: 1 }],
        1418,
      ),
      status: 'delivered',
      paymentStatus: 'paid',
      user: 'someone-else',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order.status).toBe('pending');
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.pricingSummary).toEqual({
      totalMRP: 1998,
      totalDiscount: 600,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 1418,
    });
    expect(order.items[0]).toMatchObject({ quantity: 2, priceAtPurchase: 999, discountPriceAtPurchase: 699 });
    // Every field of the saved address; this one was saved with the spec's five (no house, area or state).
    expect(order.addressInfo).toEqual({
      fullName: 'Asha Rao',
      house: '',
      area: '',
      landmark: 'Near City Mall',
      city: 'Pune',
      state: null,
      zipCode: '411001',
      mobileNo: '9876543210',
      addressType: 'home',
    });
    expect(await stockOf(product.id)).toBe(1);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
    // The confirmation is the outbox's, sent after the answer: given the worker's time, not vitest's 1 s default.
    await expect.poll(() => t.mailbox.lastTo(user.email)?.subject, { timeout: 15_000 }).toContain('placed');
    expect(t.mailbox.lastTo(user.email)?.text).toContain('Total: ₹1,418.00');
    expect(t.mailbox.lastTo(user.email)?.text).toContain(
      'Delivering to: Asha Rao, Near City Mall, Pune 411001, Mobile: 9876543210',
    );
  });

  it('answers a tampered total with 409 and the fresh summary, changing nothing', async () => {
    const { user, browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    const response = await place(
      browser,
      orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 1),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: ORDER_MESSAGES.pricesChanged,
      pricingSummary: {
        totalMRP: 999,
        totalDiscount: 300,
        platformFee: 20,
        couponDiscount: 0,
        finalAmount: 719,
      },
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it.each([0, -1, 1.5, 6, 1e9, '2', null])('refuses quantity %s with 400', async (quantity) => {
    const { browser, address } = await shopper();
    const product = await createProduct(db());
    const response = await place(
      browser,
      orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity }], 719),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('refuses unknown sizes, products and payment methods with 400', async () => {
    const { browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    const unknownSize = await place(
      browser,
      orderBody(address.id, [{ productId: product.id, size: '12-13 y', quantity: 1 }], 719),
    );
    expect(unknownSize.statusCode).toBe(400);
    const missingSize = await place(
      browser,
      orderBody(address.id, [{ productId: product.id, size: '8-9 y', quantity: 1 }], 719),
    );
    expect(missingSize.json()).toEqual({ message: ORDER_MESSAGES.unknownSize });
    const unknownProduct = await place(
      browser,
      orderBody(
        address.id,
        [{ productId: '00000000-0000-4000-8000-000000000000', size: '4-5 y', quantity: 1 }],
        719,
      ),
    );
    expect(unknownProduct.statusCode).toBe(400);
    const upi = await place(browser, {
      ...orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
      paymentMethod: 'upi',
    });
    // Without a UPI ID the shop takes cash on delivery only (docs/decisions/0054-upi-to-the-shops-vpa.md).
    expect(upi.json()).toEqual({ message: PAYMENT_MESSAGES.upiOff });
    const card = await place(browser, {
      ...orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
      paymentMethod: 'card',
    });
    expect(card.json()).toEqual({ message: ORDER_MESSAGES.onlyCod });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('refuses expired, unknown and reused coupons, and HOPE100 on a second order', async () => {
    const { browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const line = [{ productId: product.id, size: '4-5 y', quantity: 1 }];
    const expired = await createCoupon(db(), { expiresAt: new Date(Date.now() - 60_000) });
    const hope = await createCoupon(db(), { code: 'HOPE100', firstOrderOnly: true });
    const once = await createCoupon(db());

    expect((await place(browser, orderBody(address.id, line, 619, expired.id))).json().message).toBe(
      ORDER_MESSAGES.couponExpired,
    );
    expect(
      (await place(browser, orderBody(address.id, line, 619, '00000000-0000-4000-8000-000000000000'))).json()
        .message,
    ).toBe(ORDER_MESSAGES.couponNotFound);
    expect((await place(browser, orderBody(address.id, line, 619, hope.id))).statusCode).toBe(201);
    const second = await place(browser, orderBody(address.id, line, 619, hope.id));
    expect(second.statusCode).toBe(400);
    expect((await place(browser, orderBody(address.id, line, 619, once.id))).statusCode).toBe(201);
    const reused = await place(browser, orderBody(address.id, line, 619, once.id));
    expect(reused.json()).toEqual({ message: ORDER_MESSAGES.couponUsed });
  });

  it('leaves no trace when the last of three lines is short of stock', async () => {
    const { user, browser, address } = await shopper();
    const products = await Promise.all([
      createProduct(db(), { stock: { '4-5 y': 5 } }),
      createProduct(db(), { stock: { '4-5 y': 5 } }),
      createProduct(db(), { stock: { '4-5 y': 2 }, name: 'Party Frock' }),
    ]);
    const coupon = await createCoupon(db());
    await db()
      .insert(cartItems)
      .values(products.map((p) => ({ userId: user.id, productId: p.id, size: '4-5 y', quantity: 3 })));
    const items = products.map((p) => ({ productId: p.id, size: '4-5 y', quantity: 3 }));
    const response = await place(browser, orderBody(address.id, items, 9 * 699 + 20 - 100, coupon.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Only 2 left in size 4-5 y for Party Frock' });
    expect(await Promise.all(products.map((p) => stockOf(p.id)))).toEqual([5, 5, 2]);
    expect(await db().select().from(couponUses).where(eq(couponUses.userId, user.id))).toEqual([]);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(3);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('sells exactly the stock when 50 shoppers order the last 5 pieces at once', async () => {
    const product = await createProduct(db(), { stock: { '4-5 y': 5 } });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const responses = await Promise.all(
      shoppers.map(({ browser, address }) =>
        place(browser, orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719)),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('lets one customer use a coupon once under 20 parallel orders', async () => {
    const { browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const coupon = await createCoupon(db());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(
          browser,
          orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 619, coupon.id),
        ),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await stockOf(product.id)).toBe(49);
  });

  it('creates one order for a retried request with the same Idempotency-Key', async () => {
    const { user, browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const body = orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719);
    const headers = { 'idempotency-key': 'checkout-7f3a9c21' };
    const responses = await Promise.all([
      place(browser, body, headers),
      place(browser, body, headers),
      place(browser, body, headers),
    ]);
    expect(new Set(responses.map((r) => r.json().order._id)).size).toBe(1);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('lists, reads and cancels only your own orders; 20 parallel cancels restock once', async () => {
    const { browser, address } = await shopper();
    const stranger = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const coupon = await createCoupon(db());
    const placed = await place(
      browser,
      orderBody(
        address.id,
        [{ productId: product.id, size: '4-5 y', quantity: 4 }],
        4 * 699 + 20 - 100,
        coupon.id,
      ),
    );
    const orderId = placed.json().order._id as string;
    expect(await stockOf(product.id)).toBe(6);

    const list = await browser.request({ method: 'GET', url: '/api/user/getOrders?page=1&limit=6' });
    expect(list.json()).toMatchObject({ totalPages: 1, currentPage: 1 });
    expect(list.json().orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect(
      (await stranger.browser.request({ method: 'GET', url: '/api/user/getOrders' })).json().orders,
    ).toEqual([]);
    expect(
      (await stranger.browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger.browser.request({ method: 'PUT', url: `/api/user/cancellOrder/${orderId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await browser.request({ method: 'GET', url: '/api/user/orderDetails/not-an-id' })).statusCode,
    ).toBe(404);

    const cancels = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.request({ method: 'PUT', url: `/api/user/cancellOrder/${orderId}` }),
      ),
    );
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await stockOf(product.id)).toBe(10);
    const details = await browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(details.json().status).toBe('cancelled');
    // The coupon is usable again.
    const again = await place(
      browser,
      orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 619, coupon.id),
    );
    expect(again.statusCode).toBe(201);
  });

  it('limits how many orders one shopper can place in a short time, without touching others', async () => {
    const { browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 100 } });
    const body = orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await place(browser, body)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const limited = await place(browser, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBeTruthy();
    const neighbour = await shopper();
    expect(
      (await place(neighbour.browser, orderBody(neighbour.address.id, body.items, 719))).statusCode,
    ).toBe(201);
  });

  it('asks anonymous visitors to log in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/getOrders' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it('still places the order when the confirmation mail cannot be sent', async () => {
    const { browser, address } = await shopper();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    t.mailbox.failing = true;
    try {
      const response = await place(
        browser,
        orderBody(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
      );
      expect(response.statusCode).toBe(201);
      expect(await stockOf(product.id)).toBe(2);
    } finally {
      t.mailbox.failing = false;
    }
  });

  it('is usable by a browser session created through the helper', async () => {
    const { user } = await shopper();
    const second = await browserOf(t, user.id);
    expect((await second.request({ method: 'GET', url: '/api/user/getOrders' })).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopperCoupon } from '../../../contract/coupons';
import { COUPON_REFUSALS, ORDER_MESSAGES } from '../../../contract/messages';
import { coupons, orders } from '../../db/schema';
import { createAddress, createCoupon, createProduct } from '../../test/fixtures';
import { useTestApp, type CookieJar } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// Each coupon rule as the shopper meets it: the checkout's list (GET /user/coupon) says why a coupon cannot be
// used, PLACE ORDER refuses it with the same words and writes nothing, and a usable one takes what the rule says.

const DAY = 24 * 60 * 60 * 1000;

describe('coupon rules at checkout and PLACE ORDER', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function shopper() {
    const session = await loggedIn(t);
    return { ...session, address: await createAddress(db(), session.user.id) };
  }

  /** A tee sold at `sellingRupees` (MRP a little higher), 10 in stock. */
  const tee = (sellingRupees: number) =>
    createProduct(db(), {
      pricePaise: (sellingRupees + 100) * 100,
      discountPricePaise: sellingRupees * 100,
      stock: { '4-5 y': 10 },
      name: 'Cotton Tee',
    });

  /** PLACE ORDER for `quantity` tees with the final amount the shopper's screen showed. */
  function place(
    browser: CookieJar,
    addressId: string,
    product: { id: string; pricePaise: number; discountPricePaise: number },
    quantity: number,
    couponId: string | null,
    finalAmount: number,
  ) {
    const totalMRP = (product.pricePaise * quantity) / 100;
    const selling = (product.discountPricePaise * quantity) / 100;
    return browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: {
        addressInfo: addressId,
        paymentMethod: 'cod',
        coupon: couponId,
        items: [{ productId: product.id, size: '4-5 y', quantity }],
        pricingSummary: {
          totalMRP,
          totalDiscount: totalMRP - selling,
          platformFee: 20,
          couponDiscount: selling + 20 - finalAmount,
          finalAmount,
        },
      },
    });
  }

  async function listed(browser: CookieJar, code: string): Promise<ShopperCoupon> {
    const response = await browser.request({ method: 'GET', url: '/api/user/coupon' });
    expect(response.statusCode).toBe(200);
    return (response.json() as ShopperCoupon[]).find((coupon) => coupon.code === code)!;
  }

  async function ordersOf(userId: string) {
    return db().select().from(orders).where(eq(orders.userId, userId));
  }

  async function usesOf(couponId: string) {
    const [row] = await db()
      .select({ uses: coupons.usesCount })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    return row!.uses;
  }

  it('asks for more in the bag below the minimum order, then takes the coupon once it is reached', async () => {
    const { user, browser, address } = await shopper();
    const product = await tee(404);
    const coupon = await createCoupon(db(), { code: 'SAVE10', discountPaise: 10_000, minOrderPaise: 99_900 });
    // The minimum depends on the bag, so the list marks it usable and gives the minimum to the checkout.
    expect(await listed(browser, 'SAVE10')).toMatchObject({ usable: true, minOrder: 999 });

    const short = await place(browser, address.id, product, 2, coupon.id, 808 + 20 - 100);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Add ₹191 more to use SAVE10.' });
    expect(await ordersOf(user.id)).toEqual([]);

    const enough = await place(browser, address.id, product, 3, coupon.id, 1212 + 20 - 100);
    expect(enough.statusCode, enough.body).toBe(201);
    expect(enough.json().order.pricingSummary).toMatchObject({ couponDiscount: 100, finalAmount: 1132 });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('takes floor(percent × items) in rupees, capped by the largest discount', async () => {
    const { browser, address } = await shopper();
    const product = await tee(1499);
    const capped = await createCoupon(db(), {
      code: 'TEN200',
      type: 'percent',
      discountPaise: null,
      discountPercent: 10,
      maxDiscountPaise: 20_000,
    });
    expect(await listed(browser, 'TEN200')).toMatchObject({
      type: 'percent',
      discount: 10,
      maxDiscount: 200,
    });
    // 10% of ₹2,998 is ₹299.80: capped at ₹200.
    const wrong = await place(browser, address.id, product, 2, capped.id, 2998 + 20 - 299);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().pricingSummary).toMatchObject({ couponDiscount: 200, finalAmount: 2818 });
    const right = await place(browser, address.id, product, 2, capped.id, 2818);
    expect(right.statusCode, right.body).toBe(201);

    const other = await shopper();
    const uncapped = await createCoupon(db(), {
      code: 'SEVEN',
      type: 'percent',
      discountPaise: null,
      discountPercent: 7,
    });
    // 7% of ₹1,499 is ₹104.93: ₹104, whole rupees.
    const placed = await place(other.browser, other.address.id, product, 1, uncapped.id, 1499 + 20 - 104);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.pricingSummary.couponDiscount).toBe(104);
  });

  it('never takes an order below the platform fee: the ₹500 coupon on a ₹309 tee', async () => {
    const { browser, address } = await shopper();
    const product = await tee(309);
    const big = await createCoupon(db(), { code: 'BIG500', discountPaise: 50_000 });
    const placed = await place(browser, address.id, product, 1, big.id, 20);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.pricingSummary).toMatchObject({ couponDiscount: 309, finalAmount: 20 });

    // With a minimum order, as the shop now sets such a coupon, the tee alone does not get it.
    const other = await shopper();
    const guarded = await createCoupon(db(), {
      code: 'BIG500MIN',
      discountPaise: 50_000,
      minOrderPaise: 1_99_900,
    });
    const refused = await place(other.browser, other.address.id, product, 1, guarded.id, 20);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Add ₹1,690 more to use BIG500MIN.');
  });

  it('lets a customer use a coupon perCustomer times, and gives a cancelled use back', async () => {
    const { user, browser, address } = await shopper();
    const product = await tee(500);
    const twice = await createCoupon(db(), { code: 'TWICE50', discountPaise: 5_000, perCustomer: 2 });
    const first = await place(browser, address.id, product, 1, twice.id, 470);
    expect(first.statusCode, first.body).toBe(201);
    expect((await place(browser, address.id, product, 1, twice.id, 470)).statusCode).toBe(201);
    expect(await listed(browser, 'TWICE50')).toMatchObject({
      usable: false,
      unusableReason: COUPON_REFUSALS.usedTimes(2),
    });
    const third = await place(browser, address.id, product, 1, twice.id, 470);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ message: 'You have used this coupon 2 times already.' });
    expect(await ordersOf(user.id)).toHaveLength(2);

    const cancel = await browser.request({
      method: 'PUT',
      url: `/api/user/cancellOrder/${first.json().order._id}`,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await usesOf(twice.id)).toBe(1);
    expect(await listed(browser, 'TWICE50')).toMatchObject({ usable: true, unusableReason: null });

    // No limit per customer: null.
    const unlimited = await createCoupon(db(), { code: 'ALWAYS', discountPaise: 5_000, perCustomer: null });
    for (let i = 0; i < 3; i++)
      expect((await place(browser, address.id, product, 1, unlimited.id, 470)).statusCode).toBe(201);
    expect(await usesOf(unlimited.id)).toBe(3);
  });

  it('refuses a coupon used up by other customers', async () => {
    const a = await shopper();
    const b = await shopper();
    const product = await tee(500);
    const one = await createCoupon(db(), { code: 'ONLYONE', discountPaise: 5_000, totalUses: 1 });
    expect((await place(a.browser, a.address.id, product, 1, one.id, 470)).statusCode).toBe(201);
    expect(await listed(b.browser, 'ONLYONE')).toMatchObject({
      usable: false,
      unusableReason: COUPON_REFUSALS.usedUp,
    });
    const late = await place(b.browser, b.address.id, product, 1, one.id, 470);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'This coupon has been used up.' });
    expect(await ordersOf(b.user.id)).toEqual([]);
  });

  it('refuses a coupon switched off, not yet started or expired, with the reason the list gives', async () => {
    const { user, browser, address } = await shopper();
    const product = await tee(500);
    const off = await createCoupon(db(), { code: 'OFF50', discountPaise: 5_000, active: false });
    const startsAt = new Date(Date.now() + 5 * DAY);
    const later = await createCoupon(db(), {
      code: 'LATER50',
      discountPaise: 5_000,
      startsAt,
      expiresAt: new Date(Date.now() + 30 * DAY),
    });
    const gone = await createCoupon(db(), {
      code: 'GONE50',
      discountPaise: 5_000,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const cases = [
      [off, 'OFF50', 'This coupon is switched off.'],
      [later, 'LATER50', COUPON_REFUSALS.notStarted(startsAt.toISOString())],
      [gone, 'GONE50', ORDER_MESSAGES.couponExpired],
    ] as const;
    for (const [coupon, code, reason] of cases) {
      expect(await listed(browser, code)).toMatchObject({ usable: false, unusableReason: reason });
      const refused = await place(browser, address.id, product, 1, coupon.id, 470);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: reason });
    }
    expect(COUPON_REFUSALS.notStarted(startsAt.toISOString())).toMatch(/^Starts on \d{1,2} [A-Z][a-z]{2}\.$/);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('keeps a first-order-only coupon to the first order', async () => {
    const { browser, address } = await shopper();
    const product = await tee(500);
    const first = await createCoupon(db(), {
      code: 'FIRSTONLY',
      discountPaise: 10_000,
      firstOrderOnly: true,
    });
    expect((await place(browser, address.id, product, 1, null, 520)).statusCode).toBe(201);
    const refused = await place(browser, address.id, product, 1, first.id, 420);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.couponFirstOrderOnly });
  });
});

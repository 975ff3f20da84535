import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type CreateOrderInput } from '../../../contract/orders';
import { cartItems, couponUses, orders, productSizes } from '../../db/schema';
import { HttpError } from '../../http-error';
import { createAddress, createCoupon, createProduct, createUser } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { changeOrderStatus } from './order-status.service';
import { placeOrder } from './place-order.service';

const imageUrl = (id: string) => `http://shop.test/media/${id}/320.webp`;

describe('placing and cancelling orders', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function shopperWithAddress() {
    const user = await createUser(db());
    const address = await createAddress(db(), user.id);
    return { user, address };
  }

  function body(
    addressId: string,
    items: CreateOrderInput['items'],
    finalAmount: number,
    coupon: string | null = null,
  ) {
    return {
      addressInfo: addressId,
      paymentMethod: 'cod' as const,
      coupon,
      items,
      pricingSummary: { totalMRP: 0, totalDiscount: 0, platformFee: 20, couponDiscount: 0, finalAmount },
    };
  }

  async function stockOf(productId: string, size = '4-5 y') {
    const [row] = await db()
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
    return row?.stock;
  }

  async function failure(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('prices the order from the database and takes the stock', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    await db()
      .insert(cartItems)
      .values({ userId: user.id, productId: product.id, size: '4-5 y', quantity: 2 });
    const { order, created } = await placeOrder(db(), {
      userId: user.id,
      order: body(
        address.id,
        [{ productId: product.id, size: '4-5 y', quantity: 2, priceAtPurchase: 1 }],
        1418,
      ),
      now: new Date(),
      imageUrl,
    });
    expect(created).toBe(true);
    expect(order.finalAmountPaise).toBe(1_41_800);
    expect(order.totalMrpPaise).toBe(1_99_800);
    expect(order.status).toBe('pending');
    expect(await stockOf(product.id)).toBe(1);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });

  it('refuses a tampered total with 409 and the fresh summary, changing nothing', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    const error = await failure(
      placeOrder(db(), {
        userId: user.id,
        order: body(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 1),
        now: new Date(),
        imageUrl,
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(ORDER_MESSAGES.pricesChanged);
    expect(error.body).toEqual({
      pricingSummary: {
        totalMRP: 999,
        totalDiscount: 300,
        platformFee: 20,
        couponDiscount: 0,
        finalAmount: 719,
      },
    });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('leaves no trace when the last of three lines is short of stock', async () => {
    const { user, address } = await shopperWithAddress();
    const [a, b, c] = await Promise.all([
      createProduct(db(), { stock: { '4-5 y': 5 } }),
      createProduct(db(), { stock: { '4-5 y': 5 } }),
      createProduct(db(), { stock: { '4-5 y': 5 }, name: 'Party Frock' }),
    ]);
    const coupon = await createCoupon(db());
    // Someone else buys c's stock after this shopper priced the order.
    const items = [a, b, c].map((p) => ({ productId: p!.id, size: '4-5 y' as const, quantity: 3 }));
    const total = 3 * 3 * 699 + 20 - 100;
    await db().update(productSizes).set({ stock: 2 }).where(eq(productSizes.productId, c!.id));
    const error = await failure(
      placeOrder(db(), {
        userId: user.id,
        order: body(address.id, items, total, coupon.id),
        now: new Date(),
        imageUrl,
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('Only 2 left in size 4-5 y for Party Frock');
    expect(await stockOf(a!.id)).toBe(5);
    expect(await stockOf(b!.id)).toBe(5);
    expect(await db().select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await db().select().from(couponUses).where(eq(couponUses.userId, user.id))).toEqual([]);
  });

  it('sells exactly the stock when 50 shoppers order the last 5 pieces at once', async () => {
    const product = await createProduct(db(), { stock: { '4-5 y': 5 } });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithAddress()));
    const results = await Promise.allSettled(
      shoppers.map(({ user, address }) =>
        placeOrder(db(), {
          userId: user.id,
          order: body(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
          now: new Date(),
          imageUrl,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as HttpError).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('lets one customer use a coupon once, even with 20 parallel orders', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const coupon = await createCoupon(db());
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        placeOrder(db(), {
          userId: user.id,
          order: body(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 619, coupon.id),
          now: new Date(),
          imageUrl,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as HttpError).statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(49);
  });

  it('honours first-order-only coupons and expiry', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 50 } });
    const hope = await createCoupon(db(), { firstOrderOnly: true });
    const expired = await createCoupon(db(), { expiresAt: new Date(Date.now() - 1000) });
    const line = [{ productId: product.id, size: '4-5 y' as const, quantity: 1 }];
    const place = (coupon: string | null, total: number) =>
      placeOrder(db(), {
        userId: user.id,
        order: body(address.id, line, total, coupon),
        now: new Date(),
        imageUrl,
      });

    expect((await failure(place(expired.id, 619))).message).toBe(ORDER_MESSAGES.couponExpired);
    await place(hope.id, 619);
    const other = await createCoupon(db(), { firstOrderOnly: true });
    expect((await failure(place(other.id, 619))).message).toBe(ORDER_MESSAGES.couponFirstOrderOnly);
    expect((await failure(place(hope.id, 619))).message).toBe(ORDER_MESSAGES.couponUsed);
  });

  it('returns the same order for a retried request with the same idempotency key', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const request = {
      userId: user.id,
      order: body(address.id, [{ productId: product.id, size: '4-5 y' as const, quantity: 1 }], 719),
      idempotencyKey: 'retry-key-123456',
      now: new Date(),
      imageUrl,
    };
    const results = await Promise.all([
      placeOrder(db(), request),
      placeOrder(db(), request),
      placeOrder(db(), request),
    ]);
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('restores stock and frees the coupon exactly once under 20 parallel cancellations', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const coupon = await createCoupon(db());
    const { order } = await placeOrder(db(), {
      userId: user.id,
      order: body(
        address.id,
        [{ productId: product.id, size: '4-5 y', quantity: 4 }],
        4 * 699 + 20 - 100,
        coupon.id,
      ),
      now: new Date(),
      imageUrl,
    });
    expect(await stockOf(product.id)).toBe(6);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        changeOrderStatus(db(), { orderId: order.id, to: 'cancelled', customerId: user.id, now: new Date() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(10);
    expect(await db().select().from(couponUses).where(eq(couponUses.userId, user.id))).toEqual([]);
  });

  it("keeps another customer's order out of reach", async () => {
    const { user, address } = await shopperWithAddress();
    const stranger = await createUser(db());
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const { order } = await placeOrder(db(), {
      userId: user.id,
      order: body(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
      now: new Date(),
      imageUrl,
    });
    const error = await failure(
      changeOrderStatus(db(), {
        orderId: order.id,
        to: 'cancelled',
        customerId: stranger.id,
        now: new Date(),
      }),
    );
    expect(error.statusCode).toBe(404);
    const strangersAddress = await createAddress(db(), stranger.id);
    const wrongAddress = await failure(
      placeOrder(db(), {
        userId: user.id,
        order: body(strangersAddress.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
        now: new Date(),
        imageUrl,
      }),
    );
    expect(wrongAddress.message).toBe('Selected address not found.');
  });

  it('follows the status machine for the shop and marks delivery as paid', async () => {
    const { user, address } = await shopperWithAddress();
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    const { order } = await placeOrder(db(), {
      userId: user.id,
      order: body(address.id, [{ productId: product.id, size: '4-5 y', quantity: 1 }], 719),
      now: new Date(),
      imageUrl,
    });
    const move = (to: 'confirmed' | 'shipped' | 'delivered' | 'pending') =>
      changeOrderStatus(db(), { orderId: order.id, to, now: new Date() });
    expect((await failure(move('delivered'))).statusCode).toBe(409);
    await move('confirmed');
    await move('shipped');
    const delivered = await move('delivered');
    expect(delivered.paymentStatus).toBe('paid');
    expect((await failure(move('pending'))).message).toBe(
      'An order that is delivered cannot be marked pending.',
    );
  });
});

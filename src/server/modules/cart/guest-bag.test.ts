import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../contract/messages';
import { cartItems, productSizes } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// A visitor's bag lives in the browser: the server prices it when shown, and carries it into the account's bag at
// login or registration.

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('guest bag API', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const price = (items: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/cart/price', payload: { items } });

  it('prices a visitor’s lines with current prices and stock, without an account', async () => {
    const frock = await createProduct(db(), { stock: { '4-5 y': 10, '6-7 y': 2 } });
    const kurta = await createProduct(db(), { name: 'Kurta', stock: { '2-3 y': 0 } });
    const hidden = await createProduct(db(), { name: 'Old Frock', status: 'hidden' });
    const answer = await price([
      { productId: frock.id, size: '4-5 y', quantity: 2 },
      { productId: frock.id, size: '4-5 y', quantity: 4 }, // the same line twice: added up, capped at 5
      { productId: frock.id, size: '6-7 y', quantity: 3 },
      { productId: kurta.id, size: '2-3 y', quantity: 1 },
      { productId: hidden.id, size: '4-5 y', quantity: 1 },
      { productId: UNKNOWN, size: '4-5 y', quantity: 1 },
    ]);
    expect(answer.statusCode).toBe(200);
    const cart = answer.json();
    expect(
      cart.items.map(
        (line: { size: string; quantity: number; available: number; problem: string | null }) => [
          line.size,
          line.quantity,
          line.available,
          line.problem,
        ],
      ),
    ).toEqual([
      ['4-5 y', 5, 10, null],
      ['6-7 y', 3, 2, CART_MESSAGES.onlyLeft(2, '6-7 y')],
      ['2-3 y', 1, 0, CART_MESSAGES.soldOut('2-3 y')],
      ['4-5 y', 1, 0, CART_MESSAGES.notAvailable],
    ]);
    expect(cart.items[0].productId).toMatchObject({ _id: frock.id, price: 999, discountPrice: 699 });
    // 5 + 2 (what is left) frocks at ₹699, MRP ₹999, plus the ₹20 fee.
    expect(cart.pricingSummary).toEqual({
      totalMRP: 6993,
      totalDiscount: 2100,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 4913,
    });
    // Nothing was stored.
    expect(await db().select().from(cartItems)).toEqual([]);
  });

  it.each([
    ['a quantity of 6', [{ productId: UNKNOWN, size: '4-5 y', quantity: 6 }], CART_MESSAGES.quantityRange],
    ['an unknown size', [{ productId: UNKNOWN, size: '99 y', quantity: 1 }], CART_MESSAGES.unknownSize],
    ['a malformed id', [{ productId: 'abc', size: '4-5 y', quantity: 1 }], CART_MESSAGES.productNotFound],
    [
      'too many lines',
      Array.from({ length: 31 }, () => ({ productId: UNKNOWN, size: '4-5 y', quantity: 1 })),
      CART_MESSAGES.guestBagTooBig(30),
    ],
  ])('refuses %s with 400 and a message', async (_case, items, message) => {
    const answer = await price(items);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('merges into the account’s bag, capped at 5 and at stock; unavailable products are left out with a note', async () => {
    const { browser, user } = await loggedIn(t);
    const frock = await createProduct(db(), { name: 'Frock', stock: { '4-5 y': 10 } });
    const shirt = await createProduct(db(), { name: 'Shirt', stock: { '6-7 y': 3 } });
    const kurta = await createProduct(db(), { name: 'Kurta', stock: { '2-3 y': 0 } });
    const hidden = await createProduct(db(), { name: 'Old Frock', status: 'archived' });
    // The account already holds 4 frocks: 4 + 3 stops at 5.
    await browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: frock.id, size: '4-5 y', quantity: 4 },
    });
    const merge = await browser.request({
      method: 'POST',
      url: '/api/user/cart/merge',
      payload: {
        items: [
          { productId: frock.id, size: '4-5 y', quantity: 3 },
          { productId: shirt.id, size: '6-7 y', quantity: 5 }, // only 3 in stock
          { productId: kurta.id, size: '2-3 y', quantity: 1 },
          { productId: hidden.id, size: '4-5 y', quantity: 2 },
          { productId: UNKNOWN, size: '4-5 y', quantity: 1 },
        ],
      },
    });
    expect(merge.statusCode).toBe(200);
    expect(merge.json()).toEqual({
      message: CART_MESSAGES.guestBagMerged,
      notes: [
        CART_MESSAGES.mergeCapped('Frock', '4-5 y', 5),
        CART_MESSAGES.mergeCapped('Shirt', '6-7 y', 3),
        CART_MESSAGES.mergeDroppedSoldOut('Kurta', '2-3 y'),
        CART_MESSAGES.mergeDroppedNotListed('Old Frock'),
        CART_MESSAGES.mergeDroppedGone,
      ],
    });
    const lines = await db()
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, user.id));
    expect(new Map(lines.map((line) => [line.productId, line.quantity]))).toEqual(
      new Map([
        [frock.id, 5],
        [shirt.id, 3],
      ]),
    );
    // The stock itself is untouched: a bag reserves nothing.
    const [shirtStock] = await db()
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.productId, shirt.id));
    expect(shirtStock?.stock).toBe(3);
  });

  it('merges nothing for visitors (401) or bad input (400)', async () => {
    const product = await createProduct(db());
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/user/cart/merge',
      payload: { items: [{ productId: product.id, size: '4-5 y', quantity: 1 }] },
    });
    expect(visitor.statusCode).toBe(401);
    const { browser, user } = await loggedIn(t);
    const bad = await browser.request({
      method: 'POST',
      url: '/api/user/cart/merge',
      payload: { items: [{ productId: product.id, size: '4-5 y', quantity: 0 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CART_MESSAGES.quantityRange);
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });
});

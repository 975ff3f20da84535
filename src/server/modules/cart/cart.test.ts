import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, SUCCESS } from '../../../contract/messages';
import { cartItems, productSizes } from '../../db/schema';
import { createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

describe('cart API', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it('adds, merges up to 5, changes and removes lines, with the product populated and priced', async () => {
    const { browser } = await loggedIn(t);
    const product = await createProduct(db(), { stock: { '4-5 y': 10, '6-7 y': 2 } });
    const add = (quantity: number, size = '4-5 y') =>
      browser.request({
        method: 'POST',
        url: '/api/user/addToCart',
        payload: { productId: product.id, size, quantity },
      });
    expect((await add(1)).json()).toEqual({ message: SUCCESS.addedToCart });
    await add(3);
    await add(3); // 1 + 3 + 3 stops at 5
    let cart = (await browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ size: '4-5 y', quantity: 5, available: 10, problem: null });
    expect(cart.items[0].productId).toMatchObject({
      _id: product.id,
      name: 'Cotton Frock',
      price: 999,
      discountPrice: 699,
    });
    expect(cart.pricingSummary).toEqual({
      totalMRP: 4995,
      totalDiscount: 1500,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 3515,
    });

    const change = await browser.request({
      method: 'PUT',
      url: '/api/user/updateItemQuantity',
      payload: { productId: product.id, size: '4-5 y', quantity: 2 },
    });
    expect(change.json()).toEqual({ message: SUCCESS.quantityChanged });
    const remove = await browser.request({
      method: 'DELETE',
      url: '/api/user/removeFromCart',
      payload: { productId: product.id, size: '4-5 y' },
    });
    expect(remove.statusCode).toBe(200);
    cart = (await browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(cart.items).toEqual([]);
    expect(cart.pricingSummary.finalAmount).toBe(0);
  });

  it.each([0, 6, 1.5, 'abc', -1])('refuses quantity %s with 400', async (quantity) => {
    const { browser } = await loggedIn(t);
    const product = await createProduct(db());
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CART_MESSAGES.quantityRange);
  });

  it("counts what the shopper's own bag already holds against the stock, and no one else's", async () => {
    const shopper = await loggedIn(t);
    const other = await loggedIn(t);
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    const add = (browser: typeof shopper.browser, quantity: number) =>
      browser.request({
        method: 'POST',
        url: '/api/user/addToCart',
        payload: { productId: product.id, size: '4-5 y', quantity },
      });
    expect((await add(other.browser, 3)).statusCode).toBe(200);
    expect((await add(shopper.browser, 2)).statusCode).toBe(200);
    const beyond = await add(shopper.browser, 2);
    expect([beyond.statusCode, beyond.json().message]).toEqual([409, 'Only 3 left in size 4-5 y']);
    expect((await add(shopper.browser, 1)).statusCode).toBe(200);
    const [line] = await db().select().from(cartItems).where(eq(cartItems.userId, shopper.user.id));
    expect(line?.quantity).toBe(3);
  });

  it('refuses sizes without stock or unknown, more than the stock, and unknown products', async () => {
    const { browser } = await loggedIn(t);
    const product = await createProduct(db(), { stock: { '4-5 y': 2, '6-7 y': 0 } });
    const add = (payload: object) => browser.request({ method: 'POST', url: '/api/user/addToCart', payload });
    const soldOut = await add({ productId: product.id, size: '6-7 y', quantity: 1 });
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([409, 'Out of stock in size 6-7 y']);
    const missing = await add({ productId: product.id, size: '8-9 y', quantity: 1 });
    expect([missing.statusCode, missing.json().message]).toEqual([400, CART_MESSAGES.unknownSize]);
    const tooMany = await add({ productId: product.id, size: '4-5 y', quantity: 3 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, 'Only 2 left in size 4-5 y']);
    const unknown = await add({
      productId: '00000000-0000-4000-8000-000000000000',
      size: '4-5 y',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await add({ productId: { $ne: null }, size: '4-5 y', quantity: 1 });
    expect(malformed.statusCode).toBe(400);
    const notInBag = await browser.request({
      method: 'PUT',
      url: '/api/user/updateItemQuantity',
      payload: { productId: product.id, size: '4-5 y', quantity: 1 },
    });
    expect(notInBag.statusCode).toBe(404);
  });

  it('keeps a line whose product sold out since, marked and left out of the price', async () => {
    const { browser } = await loggedIn(t);
    const product = await createProduct(db(), { stock: { '4-5 y': 3 } });
    await browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity: 2 },
    });
    await db().update(productSizes).set({ stock: 0 }).where(eq(productSizes.productId, product.id));
    const cart = (await browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(cart.items[0]).toMatchObject({ quantity: 2, available: 0, problem: 'Out of stock in size 4-5 y' });
    expect(cart.pricingSummary.finalAmount).toBe(0);
  });

  it('prices a line whose stock was cut below its quantity at the pieces left', async () => {
    const { browser } = await loggedIn(t);
    const product = await createProduct(db(), { stock: { '4-5 y': 10 } });
    await browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity: 5 },
    });
    await db().update(productSizes).set({ stock: 2 }).where(eq(productSizes.productId, product.id));
    const cart = (await browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(cart.items[0]).toMatchObject({ quantity: 5, available: 2, problem: 'Only 2 left in size 4-5 y' });
    // Two pieces at ₹999 MRP sold at ₹699, plus the ₹20 fee.
    expect(cart.pricingSummary).toEqual({
      totalMRP: 1998,
      totalDiscount: 600,
      platformFee: 20,
      couponDiscount: 0,
      finalAmount: 1418,
    });
  });

  it('keeps each bag to its owner and asks visitors to log in', async () => {
    const owner = await loggedIn(t);
    const other = await loggedIn(t);
    const product = await createProduct(db());
    await owner.browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity: 1 },
    });
    expect(
      (await other.browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json().items,
    ).toEqual([]);
    const removeOthers = await other.browser.request({
      method: 'DELETE',
      url: '/api/user/removeFromCart',
      payload: { productId: product.id, size: '4-5 y' },
    });
    expect(removeOthers.statusCode).toBe(404);
    expect(
      (await owner.browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json().items,
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/getCartItems' })).statusCode).toBe(401);
  });
});

describe('wishlist API', () => {
  const t = useTestApp();

  it('adds once however often asked, lists with the product, removes only your own entry (by product or entry id)', async () => {
    const owner = await loggedIn(t);
    const other = await loggedIn(t);
    const product = await createProduct(t.database.db);
    for (let i = 0; i < 3; i++) {
      const added = await owner.browser.request({
        method: 'POST',
        url: `/api/user/addToWishlist/${product.id}`,
      });
      expect(added.json()).toEqual({ message: SUCCESS.addedToWishlist });
    }
    const list = (await owner.browser.request({ method: 'GET', url: '/api/user/getWishItem' })).json()
      .products;
    expect(list).toHaveLength(1);
    expect(list[0].product).toMatchObject({ _id: product.id, name: 'Cotton Frock' });
    const remove = (browser: typeof owner.browser, id: string) =>
      browser.request({ method: 'DELETE', url: `/api/user/removeWishItem/${id}` });
    // Named by the product (as the original client does), then by the entry's own id.
    expect((await remove(other.browser, product.id)).statusCode).toBe(404);
    expect((await remove(owner.browser, product.id)).statusCode).toBe(200);
    expect((await remove(owner.browser, product.id)).statusCode).toBe(404);
    await owner.browser.request({ method: 'POST', url: `/api/user/addToWishlist/${product.id}` });
    const entryId = (await owner.browser.request({ method: 'GET', url: '/api/user/getWishItem' })).json()
      .products[0]._id;
    expect((await remove(other.browser, entryId)).statusCode).toBe(404);
    expect((await remove(owner.browser, entryId)).statusCode).toBe(200);
    expect((await owner.browser.request({ method: 'GET', url: '/api/user/getWishItem' })).json()).toEqual({
      products: [],
    });
  });

  it('answers 404 for unknown or malformed products', async () => {
    const { browser } = await loggedIn(t);
    expect(
      (
        await browser.request({
          method: 'POST',
          url: '/api/user/addToWishlist/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await browser.request({ method: 'POST', url: '/api/user/addToWishlist/abc' })).statusCode).toBe(
      404,
    );
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, users, wishlistItems } from '../db/schema';
import { codOrderPayload, createAddress, createProduct } from '../test/fixtures';
import { useTestApp, type CookieJar } from '../test/harness';
import { loggedIn } from '../test/sessions';

// Every /api route of the server's own route table × every kind of caller. A route that is not listed below
// fails the test, so a new route cannot ship without saying who may call it.

type Access = 'public' | 'shopper' | 'admin';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/user/register': 'public',
  'POST /api/user/verify-otp': 'public',
  'POST /api/user/resendOtp': 'public',
  'POST /api/user/login': 'public',
  'GET /api/user/me': 'shopper',
  'GET /api/user/profile': 'shopper',
  'GET /api/user/logout': 'shopper',
  'PUT /api/user/profile/name': 'shopper',
  'PUT /api/user/password': 'shopper',
  'PUT /api/user/language': 'shopper',
  'POST /api/user/FPEmailOtp': 'public',
  'POST /api/user/verifyFPOTP': 'public',
  'POST /api/user/conFirmForgetPassword': 'public',
  'GET /api/user/newArrivals': 'public',
  'GET /api/user/getAllproducts': 'public',
  'GET /api/user/search': 'public',
  'GET /api/user/searchResults': 'public',
  'GET /api/user/search/suggest': 'public',
  'GET /api/user/productDetail/:id': 'public',
  'POST /api/user/addToCart': 'shopper',
  'GET /api/user/getCartItems': 'shopper',
  'PUT /api/user/updateItemQuantity': 'shopper',
  'DELETE /api/user/removeFromCart': 'shopper',
  'POST /api/user/cart/price': 'public',
  'POST /api/user/cart/merge': 'shopper',
  'POST /api/user/addToWishlist/:productId': 'shopper',
  'GET /api/user/getWishItem': 'shopper',
  'DELETE /api/user/removeWishItem/:id': 'shopper',
  'POST /api/user/addAddress': 'shopper',
  'GET /api/user/getAddress': 'shopper',
  'DELETE /api/user/deleteAddress/:addressId': 'shopper',
  'PUT /api/user/address/:addressId': 'shopper',
  'PUT /api/user/address/:addressId/default': 'shopper',
  'GET /api/user/coupon': 'shopper',
  'POST /api/user/createOrder': 'shopper',
  // Public: the checkout and the product page learn whether UPI is on (docs/decisions/0054-upi-to-the-shops-vpa.md).
  'GET /api/user/payment-methods': 'public',
  'POST /api/user/orders/:orderId/utr': 'shopper',
  'GET /api/user/getOrders': 'shopper',
  'GET /api/user/orderDetails/:orderId': 'shopper',
  'PUT /api/user/cancellOrder/:orderId': 'shopper',
  'GET /api/user/orders/:orderId/history': 'shopper',
  'GET /api/user/pinCode/:pinCode': 'shopper',
  // Public: the product page asks it for guests too (docs/decisions/0052-delivery-dates-by-pin.md).
  'GET /api/user/delivery': 'public',
  'GET /api/user/orders/:orderId/invoice': 'shopper',
  'POST /api/user/returns': 'shopper',
  'GET /api/user/returns': 'shopper',
  'POST /api/user/returns/refund-preview': 'shopper',
  'GET /api/user/returns/:id/credit-note': 'shopper',
  'GET /api/admin/returns/:id/credit-note': 'admin',
  'GET /api/admin/orders/:orderId/invoice': 'admin',
  'GET /api/admin/returns': 'admin',
  'GET /api/admin/products/export.csv': 'admin',
  'POST /api/admin/products/import': 'admin',
  'PUT /api/admin/orders/:orderId/payment': 'admin',
  'GET /api/admin/orders/:orderId/payment-history': 'admin',
  'POST /api/admin/remittances': 'admin',
  'GET /api/admin/remittances': 'admin',
  'GET /api/admin/cash-with-couriers': 'admin',
  'PUT /api/admin/returns/:id': 'admin',
  'GET /api/admin/getCoupon': 'admin',
  'POST /api/admin/addCoupon': 'admin',
  'PUT /api/admin/coupons/:id': 'admin',
  'PUT /api/admin/coupons/:id/active': 'admin',
  'GET /api/admin/getDashData': 'admin',
  'GET /api/admin/getUsers': 'admin',
  'PUT /api/admin/user/:id/block': 'admin',
  'PUT /api/admin/user/:id/unBlock': 'admin',
  'DELETE /api/admin/user/:id': 'admin',
  'GET /api/admin/getAllOrders': 'admin',
  'GET /api/admin/getOrderDetails/:id': 'admin',
  'GET /api/admin/orders/:orderId/history': 'admin',
  'PUT /api/admin/updateOrderStatus': 'admin',
  'GET /api/admin/orders/:orderId/label.pdf': 'admin',
  'POST /api/admin/orders/labels.pdf': 'admin',
  'POST /api/admin/orders/confirm': 'admin',
  'GET /api/admin/fetchAllProducts': 'admin',
  'GET /api/admin/getEditProduct/:id': 'admin',
  'POST /api/admin/addProduct': 'admin',
  'PUT /api/admin/updateProduct/:id': 'admin',
  'PUT /api/admin/products/:id/stock': 'admin',
  'POST /api/admin/products/:id/status': 'admin',
  'DELETE /api/admin/products/:id': 'admin',
  'GET /api/admin/products/:id/preview': 'admin',
  'GET /api/admin/orders/export.csv': 'admin',
  'GET /api/admin/lowStock': 'admin',
  'GET /api/admin/reports': 'admin',
  'GET /api/admin/audit': 'admin',
  // The API reference (plugins/api-docs.ts): public, like the schemas it is made from.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
};

/**
 * What each kind of caller must get: a status, "through" (anything but 401/403), or "refused" (401 or 403: a blocked
 * user's first request is 403 and ends all their sessions, so later ones are 401).
 */
type Outcome = number | 'through' | 'refused';
const EXPECTED: Record<Access, Record<'anonymous' | 'shopper' | 'blocked' | 'admin', Outcome>> = {
  public: { anonymous: 'through', shopper: 'through', blocked: 'through', admin: 'through' },
  shopper: { anonymous: 401, shopper: 'through', blocked: 'refused', admin: 'through' },
  admin: { anonymous: 401, shopper: 403, blocked: 'refused', admin: 'through' },
};

function matches(status: number, expected: Outcome): boolean {
  if (expected === 'through') return status !== 401 && status !== 403 && status < 500;
  if (expected === 'refused') return status === 401 || status === 403;
  return status === expected;
}

describe('authorization matrix', () => {
  const t = useTestApp();
  const callers = {} as Record<'shopper' | 'blocked' | 'admin' | 'other', CookieJar>;
  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    const db = t.database.db;
    const owner = await loggedIn(t);
    const blocked = await loggedIn(t);
    const admin = await loggedIn(t, 'admin');
    const other = await loggedIn(t);
    const victim = await loggedIn(t);
    await db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    Object.assign(callers, {
      shopper: owner.browser,
      blocked: blocked.browser,
      admin: admin.browser,
      other: other.browser,
    });

    // Things that belong to the shopper, for the object-level checks.
    const product = await createProduct(db, { stock: { '4-5 y': 10, '6-7 y': 10 } });
    const address = await createAddress(db, owner.user.id);
    // The order below takes size 4-5 y out of the bag; this line (6-7 y) stays for the checks.
    await db
      .insert(cartItems)
      .values({ userId: owner.user.id, productId: product.id, size: '6-7 y', quantity: 1 });
    const [entry] = await db
      .insert(wishlistItems)
      .values({ userId: owner.user.id, productId: product.id })
      .returning();
    const order = await owner.browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: codOrderPayload(address.id, product.id),
    });
    expect(order.statusCode, order.body).toBe(201);
    Object.assign(ids, {
      product: product.id,
      address: address.id,
      entry: entry!.id,
      order: order.json().order._id,
      user: victim.user.id,
    });
  });

  function concreteUrl(url: string): string {
    return url
      .replace(':orderId', ids.order!)
      .replace(':addressId', ids.address!)
      .replace(':productId', ids.product!)
      .replace('/removeWishItem/:id', `/removeWishItem/${ids.entry}`)
      .replace('/user/:id', `/user/${ids.user}`)
      .replace(':id', url.includes('Order') ? ids.order! : ids.product!);
  }

  it('knows who may call every route the server has', () => {
    const apiRoutes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`);
    const unlisted = apiRoutes.filter((route) => !(route in ACCESS));
    expect(unlisted, 'routes missing from the authorization matrix').toEqual([]);
    expect(
      Object.keys(ACCESS).filter((route) => !apiRoutes.includes(route)),
      'stale entries',
    ).toEqual([]);
  });

  it("answers 404 when a shopper reaches for another shopper's order, address, wishlist entry or cart line", async () => {
    const other = callers.other;
    const attempts = [
      { method: 'GET' as const, url: `/api/user/orderDetails/${ids.order}` },
      { method: 'GET' as const, url: `/api/user/orders/${ids.order}/history` },
      { method: 'PUT' as const, url: `/api/user/cancellOrder/${ids.order}` },
      { method: 'DELETE' as const, url: `/api/user/deleteAddress/${ids.address}` },
      {
        method: 'PUT' as const,
        url: `/api/user/address/${ids.address}`,
        payload: {
          name: 'Someone Else',
          landmark: 'Elsewhere',
          city: 'Pune',
          zip: '411001',
          mobile: '9876543210',
        },
      },
      { method: 'PUT' as const, url: `/api/user/address/${ids.address}/default` },
      { method: 'DELETE' as const, url: `/api/user/removeWishItem/${ids.entry}` },
      { method: 'DELETE' as const, url: `/api/user/removeWishItem/${ids.product}` },
      {
        method: 'DELETE' as const,
        url: '/api/user/removeFromCart',
        payload: { productId: ids.product, size: '4-5 y' },
      },
      {
        method: 'PUT' as const,
        url: '/api/user/updateItemQuantity',
        payload: { productId: ids.product, size: '6-7 y', quantity: 2 },
      },
    ];
    for (const attempt of attempts) {
      const response = await other.request(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    // And the owner still has everything.
    const owner = callers.shopper;
    expect(
      (await owner.request({ method: 'GET', url: `/api/user/orderDetails/${ids.order}` })).json().status,
    ).toBe('pending');
    expect(
      (await owner.request({ method: 'GET', url: '/api/user/getAddress' })).json().addresses,
    ).toHaveLength(1);
    expect(
      await owner.request({ method: 'GET', url: '/api/user/getWishItem' }).then((r) => r.json().products),
    ).toHaveLength(1);
    const cartNow = (await owner.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(cartNow.items).toHaveLength(1);
  });

  it('gives each caller exactly the access of the route', async () => {
    const failures: string[] = [];
    const firstBlocked = await callers.blocked.request({ method: 'GET', url: '/api/user/getOrders' });
    expect(firstBlocked.json()).toEqual({
      message: 'Your account has been blocked. Please contact support.',
    });
    expect(firstBlocked.statusCode).toBe(403);
    for (const [route, access] of Object.entries(ACCESS)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      // Logout and the like are left for last so that they do not end the sessions the other checks need.
      if (url.endsWith('/logout')) continue;
      for (const caller of ['anonymous', 'shopper', 'blocked', 'admin'] as const) {
        const request = { method, url: concreteUrl(url), payload: method === 'GET' ? undefined : {} };
        const response =
          caller === 'anonymous' ? await t.app.inject(request) : await callers[caller].request(request);
        const expected = EXPECTED[access][caller];
        if (!matches(response.statusCode, expected))
          failures.push(`${route} as ${caller}: ${response.statusCode} (expected ${expected})`);
        // Every call of the API answers JSON but a file an admin downloads (the orders CSV); the reference page
        // and its scripts are not JSON either.
        if (!url.startsWith('/api/docs')) {
          const json = response.statusCode !== 200 || !url.endsWith('.csv');
          expect(response.headers['content-type'] ?? '').toContain(json ? 'application/json' : 'text/csv');
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('logs out only the caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/logout' })).statusCode).toBe(401);
    expect((await callers.other.request({ method: 'GET', url: '/api/user/logout' })).statusCode).toBe(200);
    expect((await callers.other.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await callers.shopper.request({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
  });
});

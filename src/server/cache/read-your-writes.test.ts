import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { createProduct } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { HangingSmtp } from '../test/hanging-smtp';
import { moveOrder, placeCodOrder } from '../test/orders';
import { productForm } from '../test/product-form';
import { askForReturn, returnRequest } from '../test/returns';
import { loggedIn } from '../test/sessions';

const smallPhoto = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: '#e0b24d' } })
    .jpeg()
    .toBuffer();

// Read your writes (docs/decisions/0046-read-your-writes-after-commit.md): after every kind of change to stock, a
// price or what the storefront shows, the very next read of the public product page on the same instance shows the
// new value, while the mail server hangs (accepts, never answers) and every mail of those changes is stuck. The
// reads go over HTTP, through the catalog routes' cached answers, as a shopper's browser does.

const silent = { info: () => undefined } as never;

describe('read your writes with a hung mail server', () => {
  const smtp = new HangingSmtp();
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp(
      {},
      {
        mailer: (config) => createMailer({ smtpUrl: smtp.url, from: config.mailFrom, logger: silent }),
      },
    );
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const read = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  /** The public product page as a shopper's browser reads it: the stock of each size, and the price. */
  const productPage = async (id: string) => {
    const { product } = (await read(`/api/user/productDetail/${id}`)) as {
      product: { price: number; discountPrice: number; sizeAndStock: Array<{ size: string; stock: number }> };
    };
    return { ...product, stock: Object.fromEntries(product.sizeAndStock.map((s) => [s.size, s.stock])) };
  };
  /** Reads the page twice first, so that it is served from the catalog cache when the change comes. */
  const cached = async (id: string) => {
    await productPage(id);
    return productPage(id);
  };

  it('an order, a shopper’s cancel and the shop’s cancel show on the next read', async () => {
    const shopper = await loggedIn(t);
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 7 } });
    expect((await cached(product.id)).stock['4-5 y']).toBe(7);

    const first = (await placeCodOrder(t, { shopper, product, quantity: 2 })).orderId;
    expect((await productPage(product.id)).stock['4-5 y']).toBe(5);

    const cancelled = await shopper.browser.request({
      method: 'PUT',
      url: `/api/user/cancellOrder/${first}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await productPage(product.id)).stock['4-5 y']).toBe(7);

    const second = (await placeCodOrder(t, { shopper, product, quantity: 3 })).orderId;
    expect((await cached(product.id)).stock['4-5 y']).toBe(4);
    await moveOrder(admin, second, 'cancelled');
    expect((await productPage(product.id)).stock['4-5 y']).toBe(7);
  });

  it('a return received and an exchange asked for and rejected show on the next read', async () => {
    const shopper = await loggedIn(t);
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 10, '6-7 y': 4 } });
    const orderId = (await placeCodOrder(t, { shopper, product, quantity: 3 })).orderId;
    await moveOrder(admin, orderId, 'confirmed', 'shipped', 'delivered');

    const asked = await askForReturn(shopper, returnRequest(orderId, product.id, { quantity: 2 }));
    expect(asked.statusCode, asked.body).toBe(201);
    const step = (id: string, status: string) =>
      admin.browser.request({ method: 'PUT', url: `/api/admin/returns/${id}`, payload: { status } });
    expect((await step(asked.json()._id, 'approved')).statusCode).toBe(200);
    expect((await cached(product.id)).stock['4-5 y']).toBe(7);
    expect((await step(asked.json()._id, 'received')).statusCode).toBe(200);
    expect((await productPage(product.id)).stock['4-5 y']).toBe(9);

    // The third piece, exchanged for a bigger size: the new size is held at once, and given back when rejected.
    expect((await cached(product.id)).stock['6-7 y']).toBe(4);
    const exchange = await askForReturn(shopper, returnRequest(orderId, product.id, { kind: 'exchange' }));
    expect(exchange.statusCode, exchange.body).toBe(201);
    expect((await cached(product.id)).stock['6-7 y']).toBe(3);
    expect((await step(exchange.json()._id, 'rejected')).statusCode).toBe(200);
    expect((await productPage(product.id)).stock['6-7 y']).toBe(4);
  });

  it('an admin’s stock edit, price change and new product show on the next read', async () => {
    const admin = await loggedIn(t, 'admin');
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 7 } });
    expect((await cached(product.id)).stock['4-5 y']).toBe(7);

    const stocked = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/stock`,
      payload: { sizeAndStock: [{ size: '4-5 y', stock: 12 }] },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect((await productPage(product.id)).stock['4-5 y']).toBe(12);

    expect((await cached(product.id)).price).toBe(999);
    /** The product as suggestions while typing show it (docs/decisions/0064-search-suggestions.md). */
    const suggested = async (q: string) =>
      (
        (await read(`/api/user/search/suggest?q=${q}`)) as {
          products: Array<{ _id: string; price: number; discountPrice?: number }>;
        }
      ).products.find((card) => card._id === product.id);
    await suggested('fro');
    expect(await suggested('fro')).toMatchObject({ price: 999, discountPrice: 699 });
    const edited = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${product.id}`,
      payload: productForm({
        sizesArray: JSON.stringify([{ size: '4-5 y', stock: 12 }]),
        override: { price: '1299', discountPrice: '899' },
      }) as never,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await productPage(product.id)).toMatchObject({ price: 1299, discountPrice: 899 });
    // Renamed 'Festive Kurta Set' by the edit: no longer suggested for "fro", suggested for "kurt" at its new price.
    expect(await suggested('fro')).toBeUndefined();
    expect(await suggested('kurt')).toMatchObject({ price: 1299, discountPrice: 899 });

    const arrivals = async () => (await read('/api/user/newArrivals')) as unknown as Array<{ _id: string }>;
    await arrivals();
    const added = await admin.browser.request({
      method: 'POST',
      url: '/api/admin/addProduct',
      // Complete (a picture, stock), so it is published at once (docs/decisions/0058-product-life-and-offered-sizes.md).
      payload: productForm({
        sizes: [JSON.stringify({ size: '4-5 y', stock: 3 })],
        files: [[await smallPhoto(), 'front.jpg', 'image/jpeg']],
      }) as never,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await arrivals()).map((card) => card._id)).toContain(added.json().product._id);
  });
});

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, ORDER_MESSAGES, TEXT } from '../../../contract/messages';
import { PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import { auditLog, images, productSizes, products, stockMovements } from '../../db/schema';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { moveOrder, placeCodOrder, type LoggedIn } from '../../test/orders';
import { pdfPages } from '../../test/pdf-tools';
import { productForm } from '../../test/product-form';
import { loggedIn } from '../../test/sessions';

// A product's life (docs/decisions/0058-product-life-and-offered-sizes.md): publishing and what it needs, what
// shoppers see of a product taken off sale, archive against delete, and low stock counting offered sizes only.

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3d7be0' } })
    .jpeg()
    .toBuffer();
});

describe('product life', () => {
  const t = useTestApp();
  let admin: LoggedIn;
  beforeAll(async () => {
    admin = await loggedIn(t, 'admin');
  });
  const db = () => t.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const move = (id: string, status: string) =>
    admin.browser.request({ method: 'POST', url: `/api/admin/products/${id}/status`, payload: { status } });
  const add = (form: FormData) =>
    admin.browser.request({ method: 'POST', url: '/api/admin/addProduct', payload: form as never });
  const statusOf = async (id: string) =>
    (await db().select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

  it('the original add without a status publishes a complete product and keeps an incomplete one a draft', async () => {
    const complete = await add(
      productForm({
        override: { name: 'Bluebell Frock' },
        sizes: [JSON.stringify({ size: '4-5 y', stock: 3 })],
        files: [[photo, 'front.jpg', 'image/jpeg']],
      }),
    );
    expect(complete.statusCode, complete.body).toBe(201);
    expect(complete.json().product.status).toBe('active');

    // No picture and no stock: saved, as a draft, and nowhere in the shop.
    const incomplete = await add(productForm({ override: { name: 'Bare Draft Frock' } }));
    expect(incomplete.statusCode, incomplete.body).toBe(201);
    const draft = incomplete.json().product;
    expect(draft.status).toBe('draft');
    const arrivals = (await get('/api/user/newArrivals')).json() as Array<{ _id: string }>;
    expect(arrivals.map((p) => p._id)).toContain(complete.json().product._id);
    expect(arrivals.map((p) => p._id)).not.toContain(draft._id);
  });

  it('publishing is refused with what is missing, and nothing changes', async () => {
    const refused = await add(
      productForm({
        override: { name: 'Hasty Frock', status: 'active' },
        sizes: [JSON.stringify({ size: '4-5 y', stock: 0 })],
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      PRODUCT_STATUS_MESSAGES.cannotPublish([
        PRODUCT_STATUS_MESSAGES.missingPicture,
        PRODUCT_STATUS_MESSAGES.missingStock,
      ]),
    );
    expect(await db().select().from(products).where(eq(products.name, 'Hasty Frock'))).toHaveLength(0);

    // A draft without a picture: the publish action says so, and the product stays a draft.
    const draft = await createProduct(db(), { name: 'Pictureless Frock', status: 'draft' });
    const publish = await move(draft.id, 'active');
    expect(publish.statusCode).toBe(422);
    expect(publish.json().message).toBe(
      PRODUCT_STATUS_MESSAGES.cannotPublish([PRODUCT_STATUS_MESSAGES.missingPicture]),
    );
    expect(await statusOf(draft.id)).toBe('draft');
  });

  it('draft → publish → hide → archive, each move audited; a move the table forbids is a 409', async () => {
    const created = await add(
      productForm({
        override: { name: 'Journey Kurta', status: 'draft' },
        sizes: [JSON.stringify({ size: '6-7 y', stock: 4 })],
        files: [[photo, 'front.jpg', 'image/jpeg']],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product._id as string;
    expect(created.json().product.status).toBe('draft');

    for (const status of ['active', 'hidden', 'archived']) {
      const moved = await move(id, status);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().product.status).toBe(status);
    }
    const illegal = await move(id, 'hidden');
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe('A product that is archived cannot be made hidden.');
    const bad = await move(id, 'gone');
    expect(bad.statusCode).toBe(400);

    const entries = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.status'), eq(auditLog.targetId, id)));
    expect(entries.map((entry) => (entry.after as { status: string }).status).sort()).toEqual([
      'active',
      'archived',
      'hidden',
    ]);

    // The edit form sets the status too: back to draft.
    const edited = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${id}`,
      payload: productForm({
        override: { name: 'Journey Kurta', status: 'draft' },
        sizesArray: JSON.stringify([{ size: '6-7 y', stock: 4 }]),
      }) as never,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product.status).toBe('draft');
  });

  it('a hidden product leaves lists, search, similar products, the sitemap and its page for shoppers; the admin previews it', async () => {
    const kept = await createProduct(db(), { name: 'Marigold Lehenga Visible', stock: { '4-5 y': 5 } });
    const product = await createProduct(db(), { name: 'Marigold Lehenga Secret', stock: { '4-5 y': 5 } });
    // Read once, so that the caches hold it: hiding must drop them.
    expect((await get(`/api/user/productDetail/${product.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/productDetails/${product.id}`);
    expect(JSON.stringify((await get('/api/user/search?q=marigold')).json())).toContain(product.id);

    expect((await move(product.id, 'hidden')).statusCode).toBe(200);

    const list = (await get('/api/user/getAllproducts?limit=50')).json() as {
      products: Array<{ _id: string }>;
    };
    expect(list.products.map((p) => p._id)).not.toContain(product.id);
    const search = (await get('/api/user/searchResults?q=marigold')).json() as {
      items: Array<{ _id: string }>;
    };
    expect(search.items.map((p) => p._id)).toEqual([kept.id]);
    const arrivals = (await get('/api/user/newArrivals')).json() as Array<{ _id: string }>;
    expect(arrivals.map((p) => p._id)).not.toContain(product.id);
    const similar = (await get(`/api/user/productDetail/${kept.id}`)).json() as {
      similarProducts: Array<{ _id: string }>;
    };
    expect(similar.similarProducts.map((p) => p._id)).not.toContain(product.id);

    const detail = await get(`/api/user/productDetail/${product.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(TEXT.productNotAvailable);
    expect((detail.json().similarProducts as Array<{ _id: string }>).map((p) => p._id)).toContain(kept.id);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/productDetails/${kept.id}`);
    expect(sitemap).not.toContain(product.id);
    const page = await get(`/productDetails/${product.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Marigold Lehenga Secret');

    const preview = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/products/${product.id}/preview`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().product).toMatchObject({ _id: product.id, status: 'hidden' });
    const asShopper = await (
      await loggedIn(t)
    ).browser.request({
      method: 'GET',
      url: `/api/admin/products/${product.id}/preview`,
    });
    expect(asShopper.statusCode).toBe(403);

    const listed = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/fetchAllProducts?status=hidden',
    });
    expect((listed.json().products as Array<{ _id: string; status: string }>).map((p) => p._id)).toEqual([
      product.id,
    ]);
  });

  it('a product hidden while in a bag and a wishlist: shown as not available, and checkout refuses it with 409', async () => {
    const shopper = await loggedIn(t);
    const product = await createProduct(db(), { name: 'Peacock Kurta', stock: { '4-5 y': 5 } });
    const address = await createAddress(db(), shopper.user.id);
    const added = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity: 1 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    await shopper.browser.request({ method: 'POST', url: `/api/user/addToWishlist/${product.id}` });

    expect((await move(product.id, 'hidden')).statusCode).toBe(200);

    const bag = (await shopper.browser.request({ method: 'GET', url: '/api/user/getCartItems' })).json();
    expect(bag.items[0]).toMatchObject({ listed: false, available: 0, problem: CART_MESSAGES.notAvailable });
    expect(bag.pricingSummary.finalAmount).toBe(0);
    const wishlist = (await shopper.browser.request({ method: 'GET', url: '/api/user/getWishItem' })).json();
    expect(wishlist.products[0].product.status).toBe('hidden');

    const order = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/createOrder',
      payload: codOrderPayload(address.id, product.id, 1),
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(ORDER_MESSAGES.productNotListed('Peacock Kurta'));
    const [size] = await db()
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.productId, product.id));
    expect(size?.stock).toBe(5);

    const again = await shopper.browser.request({
      method: 'POST',
      url: '/api/user/addToCart',
      payload: { productId: product.id, size: '4-5 y', quantity: 1 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a product never ordered is deleted with its sizes and pictures; one with orders can only be archived', async () => {
    const created = await add(
      productForm({
        override: { name: 'Short-lived Frock' },
        sizes: [JSON.stringify({ size: '2-3 y', stock: 2 })],
        files: [[photo, 'front.jpg', 'image/jpeg']],
      }),
    );
    const id = created.json().product._id as string;
    const imageCount = (await db().select({ id: images.id }).from(images)).length;
    const deleted = await admin.browser.request({ method: 'DELETE', url: `/api/admin/products/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(PRODUCT_STATUS_MESSAGES.deleted);
    expect(await db().select().from(products).where(eq(products.id, id))).toHaveLength(0);
    expect(await db().select().from(productSizes).where(eq(productSizes.productId, id))).toHaveLength(0);
    expect((await db().select({ id: images.id }).from(images)).length).toBe(imageCount - 1);
    expect(
      (await admin.browser.request({ method: 'DELETE', url: `/api/admin/products/${id}` })).statusCode,
    ).toBe(404);

    const { product, orderId, shopper } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed', 'shipped');
    const refused = await admin.browser.request({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRODUCT_STATUS_MESSAGES.hasOrders);
    expect(await statusOf(product.id)).toBe('active');
    expect((await move(product.id, 'archived')).statusCode).toBe(200);
    const archived = await admin.browser.request({
      method: 'GET',
      url: '/api/admin/fetchAllProducts?status=archived',
    });
    expect((archived.json().products as Array<{ _id: string }>).map((p) => p._id)).toContain(product.id);

    // Archived, it stays in the shopper's order, the shop's order, the invoice and the sales report.
    const mine = await shopper.browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toContain(product.id);
    const shops = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${orderId}`,
    });
    expect(shops.statusCode, shops.body).toBe(200);
    expect(shops.body).toContain(product.id);
    const invoice = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
    });
    expect(invoice.statusCode).toBe(200);
    expect((await pdfPages(invoice.rawPayload)).join('\n')).toContain('Cotton Frock');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/reports?from=${day(-1)}&to=${day(1)}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(
      (report.json().topProducts as Array<{ productId: string; units: number }>).find(
        (top) => top.productId === product.id,
      ),
    ).toMatchObject({ units: 1 });
  });

  it('sizes not sent are not offered: absent, not sold out, and left out of low stock', async () => {
    const created = await add(
      productForm({
        override: { name: 'Offered Sizes Frock' },
        sizes: [JSON.stringify({ size: '4-5 y', stock: 2 }), JSON.stringify({ size: '6-7 y', stock: 0 })],
        files: [[photo, 'front.jpg', 'image/jpeg']],
      }),
    );
    const id = created.json().product._id as string;
    const low = (await admin.browser.request({ method: 'GET', url: '/api/admin/lowStock' })).json() as Array<{
      productId: string;
      size: string;
    }>;
    expect(low.filter((item) => item.productId === id).map((item) => item.size)).toEqual(['6-7 y', '4-5 y']);

    // The edit stops offering 6-7 y: its row goes, the ledger keeps the history.
    const edited = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${id}`,
      payload: productForm({
        override: { name: 'Offered Sizes Frock' },
        sizesArray: JSON.stringify([{ size: '4-5 y', stock: 2 }]),
      }) as never,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product.sizeAndStock).toEqual([
      expect.objectContaining({ size: '4-5 y', stock: 2 }),
    ]);
    const after = (
      await admin.browser.request({ method: 'GET', url: '/api/admin/lowStock' })
    ).json() as Array<{
      productId: string;
      size: string;
    }>;
    expect(after.filter((item) => item.productId === id).map((item) => item.size)).toEqual(['4-5 y']);
    expect(await db().select().from(stockMovements).where(eq(stockMovements.productId, id))).toHaveLength(1);

    // An archived product is retired: its sizes no longer warn.
    expect((await move(id, 'archived')).statusCode).toBe(200);
    const retired = (
      await admin.browser.request({ method: 'GET', url: '/api/admin/lowStock' })
    ).json() as Array<{
      productId: string;
    }>;
    expect(retired.some((item) => item.productId === id)).toBe(false);

    // The product page tells the shop's low-stock level, for "Only N left".
    const kept = await createProduct(db(), { name: 'Few Left Frock', stock: { '4-5 y': 2 } });
    const detail = (await get(`/api/user/productDetail/${kept.id}`)).json();
    expect(detail.fewLeftAt).toBe(3);
  });
});

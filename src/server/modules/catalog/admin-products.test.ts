import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS } from '../../../contract/messages';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages/admin';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { useTestApp, type CookieJar } from '../../test/harness';
import { productForm } from '../../test/product-form';
import { loggedIn } from '../../test/sessions';

let photo: Buffer;
let hugePhoto: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e0524d' } })
    .jpeg()
    .toBuffer();
  // 48 megapixels of one colour: a few kilobytes on disk, a decompression bomb in memory.
  hugePhoto = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

describe('admin products API', () => {
  const t = useTestApp();
  let admin: CookieJar;
  beforeAll(async () => {
    admin = (await loggedIn(t, 'admin')).browser;
  });

  const send = (method: 'POST' | 'PUT', url: string, form: FormData) =>
    admin.request({ method, url, payload: form as never });

  it('adds a product with pictures turned into WebP, and the storefront shows it', async () => {
    const response = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({
        sizes: [JSON.stringify({ size: '4-5 y', stock: 7 }), JSON.stringify({ size: '6-7 y', stock: 0 })],
        files: [
          [photo, 'front.jpg', 'image/jpeg'],
          [photo, 'back.jpg', 'image/jpeg'],
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, product } = response.json();
    expect(message).toBe(SUCCESS.productCreated);
    expect(product).toMatchObject({
      name: 'Festive Kurta Set',
      price: 1499,
      discountPrice: 1199,
      category: 'Ethnic Wear',
    });
    expect(product.images).toHaveLength(2);
    // The sizes sent are offered (6-7 y sold out); the others are not offered, so absent. Pictures, a description
    // and stock: the original client's add, without a status, publishes it.
    // Each offered size has its generated SKU, LH-<product>-<size>.
    const productPart = product._id.replaceAll('-', '').slice(0, 6).toUpperCase();
    expect(product.sizeAndStock).toEqual([
      { size: '4-5 y', stock: 7, sku: `LH-${productPart}-4-5Y` },
      { size: '6-7 y', stock: 0, sku: `LH-${productPart}-6-7Y` },
    ]);
    expect(product.status).toBe('active');
    const picture = await t.app.inject({ method: 'GET', url: new URL(product.images[0]).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const storefront = await t.app.inject({ method: 'GET', url: `/api/user/productDetail/${product._id}` });
    expect(storefront.json().product.name).toBe('Festive Kurta Set');
  });

  it('shows uploads of any accepted size at the widths really stored, never enlarged', async () => {
    const square = (side: number) =>
      sharp({ create: { width: side, height: side, channels: 3, background: '#3d8fe0' } })
        .png()
        .toBuffer();
    const cases: Array<[number, number[], string]> = [
      [300, [300], '300'],
      [600, [320, 480, 600], '480'],
      [2000, [320, 480, 640, 800, 1200], '640'],
    ];
    for (const [side, widths, src] of cases) {
      const response = await send(
        'POST',
        '/api/admin/addProduct',
        productForm({ files: [[await square(side), `${side}.png`, 'image/png']] }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { product } = response.json();
      const [picture] = product.imageSet;
      expect(
        picture.srcSet.split(', ').map((entry: string) => Number(entry.split(' ')[1]!.slice(0, -1))),
      ).toEqual(widths);
      expect(picture.src).toMatch(new RegExp(`/${src === '480' ? 600 : src}\\.webp$`));
      expect(picture).toMatchObject({ width: Math.min(side, 1200), height: Math.min(side, 1200) });
      // Every URL a page or client may ask for answers with a picture of the width it names, or the nearest.
      const urls = [
        picture.src,
        ...picture.srcSet.split(', ').map((entry: string) => entry.split(' ')[0]),
        new URL(product.images[0]).pathname,
      ];
      for (const url of urls) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        const meta = await sharp(answer.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(Math.min(side, 1200));
      }
      // A link naming a width the picture lacks (an old order's 640.webp of a 300 px upload) still shows it.
      const nearest = await t.app.inject({
        method: 'GET',
        url: picture.src.replace(/\d+\.webp$/, '640.webp'),
      });
      expect(nearest.statusCode).toBe(200);
    }
  });

  it('edits fields and stock, keeping the pictures unless new files are sent', async () => {
    const created = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ files: [[photo, 'a.jpg', 'image/jpeg']] }),
    );
    const { _id, images } = created.json().product;
    const sizes = JSON.stringify([
      { size: '2-3 y', stock: 1 },
      { size: '4-5 y', stock: 2 },
      { size: '6-7 y', stock: 3 },
      { size: '8-9 y', stock: 0 },
      { size: '10-11 y', stock: 5 },
    ]);
    const updated = await send(
      'PUT',
      `/api/admin/updateProduct/${_id}`,
      productForm({ sizesArray: sizes, override: { price: '1599.50' } }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe(SUCCESS.productUpdated);
    expect(updated.json().product).toMatchObject({ price: 1599.5, images });
    expect(updated.json().product.sizeAndStock.map((s: { stock: number }) => s.stock)).toEqual([
      1, 2, 3, 0, 5,
    ]);
    const replaced = await send(
      'PUT',
      `/api/admin/updateProduct/${_id}`,
      productForm({ sizesArray: sizes, files: [[photo, 'new.png', 'image/png']] }),
    );
    expect(replaced.json().product.images).toHaveLength(1);
    expect(replaced.json().product.images[0]).not.toBe(images[0]);
    const forEditing = await admin.request({ method: 'GET', url: `/api/admin/getEditProduct/${_id}` });
    expect(forEditing.json()._id).toBe(_id);
    const list = await admin.request({ method: 'GET', url: '/api/admin/fetchAllProducts?page=1&limit=10' });
    expect(list.json()).toMatchObject({ totalPages: 1 });
    expect(list.json().products.some((p: { _id: string }) => p._id === _id)).toBe(true);
  });

  it('an HSN-only change is audited, with the code before and after', async () => {
    const created = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ override: { hsnCode: '6209' } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json().product;
    const sizes = JSON.stringify([{ size: '2-3 y', stock: 0 }]);
    const before = await send('PUT', `/api/admin/updateProduct/${_id}`, productForm({ sizesArray: sizes }));
    expect(before.statusCode, before.body).toBe(200);
    const changed = await send(
      'PUT',
      `/api/admin/updateProduct/${_id}`,
      productForm({ sizesArray: sizes, override: { hsnCode: '6111' } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, _id), eq(auditLog.action, 'product.updated')));
    const hsnEntries = entries.filter((entry) => JSON.stringify(entry.after).includes('6111'));
    expect(hsnEntries).toHaveLength(1);
    expect(hsnEntries[0]).toMatchObject({ before: { hsnCode: '6209' }, after: { hsnCode: '6111' } });
  });

  it.each([
    [{ name: '' }, 'name', PRODUCT_FORM_MESSAGES.nameRequired],
    [{ price: 'abc' }, 'price', PRODUCT_FORM_MESSAGES.amountRule],
    [{ price: '' }, 'price', PRODUCT_FORM_MESSAGES.priceRequired],
    [{ price: '12.345' }, 'price', PRODUCT_FORM_MESSAGES.amountRule],
    [{ price: '0' }, 'price', PRODUCT_FORM_MESSAGES.amountRule],
    [{ discountPrice: '2000' }, 'discountPrice', PRODUCT_FORM_MESSAGES.discountAbovePrice],
    [{ category: 'Space Suits' }, 'category', PRODUCT_FORM_MESSAGES.categoryRequired],
    [{ gender: 'Robots' }, 'gender', PRODUCT_FORM_MESSAGES.genderRequired],
  ])('refuses %o with 400 and a field message', async (override, field, message) => {
    const response = await send('POST', '/api/admin/addProduct', productForm({ override }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses broken sizes and negative stock', async () => {
    const broken = await send('POST', '/api/admin/addProduct', productForm({ sizes: ['{not json'] }));
    expect([broken.statusCode, broken.json().message]).toEqual([400, PRODUCT_FORM_MESSAGES.sizesInvalid]);
    const negative = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ sizes: [JSON.stringify({ size: '4-5 y', stock: -3 })] }),
    );
    expect(negative.statusCode).toBe(400);
  });

  it('refuses uploads that are not pictures, SVG, a sixth file, oversize files and decompression bombs', async () => {
    const fake = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ files: [[Buffer.from('just text'), 'fake.jpg', 'image/jpeg']] }),
    );
    expect([fake.statusCode, fake.json().message]).toEqual([
      400,
      'Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.',
    ]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const vector = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ files: [[svg, 'logo.svg', 'image/svg+xml']] }),
    );
    expect(vector.statusCode).toBe(400);
    const six = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({
        files: Array.from(
          { length: 6 },
          (_, i) => [photo, `p${i}.jpg`, 'image/jpeg'] as [Buffer, string, string],
        ),
      }),
    );
    expect([six.statusCode, six.json().message]).toEqual([400, PRODUCT_FORM_MESSAGES.tooManyImages]);
    const big = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ files: [[Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg', 'image/jpeg']] }),
    );
    expect([big.statusCode, big.json().message]).toEqual([413, PRODUCT_FORM_MESSAGES.imageTooLarge]);
    const bomb = await send(
      'POST',
      '/api/admin/addProduct',
      productForm({ files: [[hugePhoto, 'bomb.png', 'image/png']] }),
    );
    expect([bomb.statusCode, bomb.json().message]).toEqual([400, 'The image is too large.']);
    const all = await admin.request({ method: 'GET', url: '/api/admin/fetchAllProducts?page=1&limit=50' });
    expect(all.json().products.every((p: { name: string; images: string[] }) => p.images.length <= 2)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown product and refuses shoppers', async () => {
    const unknown = await send(
      'PUT',
      '/api/admin/updateProduct/00000000-0000-4000-8000-000000000000',
      productForm(),
    );
    expect(unknown.statusCode).toBe(404);
    const shopper = await loggedIn(t);
    expect(
      (
        await shopper.browser.request({
          method: 'POST',
          url: '/api/admin/addProduct',
          payload: productForm() as never,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/fetchAllProducts' })).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { orderItems, productImages } from '../../db/schema';
import { storeImage } from '../../images/pipeline';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { moveOrder, placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

// An order keeps the path of its pictures, not a URL with the shop's address of the day: when the shop moves to
// another address (PUBLIC_URL), the orders placed before still show their pictures, under the new address, and the
// mails made after the move link to it (docs/decisions/0049-snapshots-keep-paths.md).

const OLD_ADDRESS = 'http://localhost:3000';
const NEW_ADDRESS = 'https://shop.littlehope.in';

describe('order pictures and links when the shop changes its address', () => {
  let t: TestApp;
  let moved: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: OLD_ADDRESS });
  });
  afterAll(async () => {
    await moved?.close();
    await t?.close();
  });

  it('stores a path, and answers and mails with the address of the day', async () => {
    const db = t.database.db;
    const shopper = await loggedIn(t);
    const { user, browser } = shopper;
    const product = await createProduct(db);
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#e0524d' } })
      .jpeg()
      .toBuffer();
    const imageId = await storeImage(db, photo);
    await db.insert(productImages).values({ productId: product.id, position: 0, imageId });
    const path = `/media/${imageId}/640.webp`;

    const { order, orderId } = await placeCodOrder(t, { shopper, product });
    expect((order.items as unknown[])[0]).toMatchObject({
      image: `${OLD_ADDRESS}${path}`,
      productId: { images: [`${OLD_ADDRESS}${path}`] },
    });
    const [stored] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(stored?.imageUrl).toBe(path);
    await t.app.outbox.drain();
    expect(t.mailbox.lastTo(user.email)?.text).toContain(`${OLD_ADDRESS}/order/${orderId}`);

    // The shop moves to its public address: a new instance on the same database, the old one gone.
    await t.app.close();
    const env = { NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' };
    const owner = { ADMIN_EMAIL: 'owner@gmail.com', ADMIN_PASSWORD: 'Owner@2025' };
    moved = await buildApp({
      config: loadConfig({ ...env, ...owner, PUBLIC_URL: NEW_ADDRESS }),
      database: t.database,
      mailer: t.mailbox,
      now: t.clock.now,
    });
    await moved.ready();
    t.app = moved;

    const details = await browser.request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(details.statusCode, details.body).toBe(200);
    const [line] = details.json().items;
    expect(line).toMatchObject({
      image: `${NEW_ADDRESS}${path}`,
      productId: { images: [`${NEW_ADDRESS}${path}`] },
    });
    const list = await browser.request({ method: 'GET', url: '/api/user/getOrders' });
    expect(list.json().orders[0].items[0].image).toBe(`${NEW_ADDRESS}${path}`);
    const admin = await loggedIn(t, 'admin');
    const adminView = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getOrderDetails/${orderId}`,
    });
    expect(adminView.json().items[0].productId.images).toEqual([`${NEW_ADDRESS}${path}`]);

    // The picture is there under the new address.
    const picture = await moved.inject({ method: 'GET', url: new URL(line.image).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // A mail made after the move links to the new address only.
    await moveOrder(admin, orderId, 'confirmed');
    await moved.outbox.drain();
    const mail = t.mailbox.lastTo(user.email);
    expect(mail?.subject).toContain('confirmed');
    expect(mail?.text).toContain(`${NEW_ADDRESS}/order/${orderId}`);
    expect(mail?.html).toContain(`href="${NEW_ADDRESS}/order/${orderId}"`);
    expect(`${mail?.text}${mail?.html}`).not.toContain(OLD_ADDRESS);
  });
});

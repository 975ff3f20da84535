import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR } from '../../contract/messages';
import { buildApp } from '../app';
import type { Config } from '../config';
import { outboxEvents } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { PASSWORD, uniqueEmail } from '../test/auth-helpers';
import { createProduct } from '../test/fixtures';
import { createTestApp, TestClock, type TestApp } from '../test/harness';
import { HangingSmtp } from '../test/hanging-smtp';
import { placeCodOrder } from '../test/orders';
import { productForm } from '../test/product-form';
import { loggedIn } from '../test/sessions';
import { SmtpCatcher } from '../test/smtp-catcher';

// The outage drill (docs/decisions/0047-outbox-handlers-apart.md): the mail provider hangs (accepts connections,
// never answers). Meanwhile orders succeed and the very next product read shows the new stock, an admin's price
// change shows on the next read, and a registration is answered within 15 s with a 503. The shop is stopped and
// started again, the mail server recovers on the same port, and every confirmation mail owed arrives exactly once
// within 3 minutes. Real time throughout, with the shop's own timeouts and retry delays.

const silent = { info: () => undefined } as never;
const OWED_WITHIN_MS = 3 * 60_000;

describe('outage drill: a hung mail provider, a restart, a recovery', () => {
  const hanging = new HangingSmtp();
  const catcher = new SmtpCatcher();
  let t: TestApp | undefined;
  let restarted: FastifyInstance | undefined;
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
    await hanging.stop();
    await catcher.stop();
  });

  it('keeps the shop right while mail hangs, and delivers every owed mail once after a restart', async () => {
    await hanging.start();
    const mailer = (config: Config) =>
      createMailer({
        smtpUrl: hanging.url,
        from: config.mailFrom,
        logger: silent,
        timeouts: config.smtpTimeouts,
      });
    t = await createTestApp({}, { mailer });
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const productPage = async (id: string) => {
      const response = await fetch(`${base}/api/user/productDetail/${id}`);
      expect(response.status).toBe(200);
      const { product } = (await response.json()) as {
        product: { price: number; sizeAndStock: Array<{ size: string; stock: number }> };
      };
      return { price: product.price, stock: product.sizeAndStock.find((s) => s.size === '4-5 y')!.stock };
    };

    // Three shoppers order 2 each of 7; each next read shows the stock left, though every mail hangs.
    const product = await createProduct(t.database.db, { stock: { '4-5 y': 7 } });
    expect(await productPage(product.id)).toEqual({ price: 999, stock: 7 });
    const shoppers: string[] = [];
    for (const left of [5, 3, 1]) {
      const { shopper } = await placeCodOrder(t, { product, quantity: 2 });
      expect((await productPage(product.id)).stock).toBe(left);
      shoppers.push(shopper.user.email);
    }
    await expect.poll(() => hanging.connections, { timeout: 10_000 }).toBeGreaterThan(0);

    const admin = await loggedIn(t, 'admin');
    const edited = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/updateProduct/${product.id}`,
      payload: productForm({
        sizesArray: JSON.stringify([{ size: '4-5 y', stock: 1 }]),
        override: { price: '1299', discountPrice: '899' },
      }) as never,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await productPage(product.id)).toEqual({ price: 1299, stock: 1 });

    const started = performance.now();
    const registered = await fetch(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ravi',
        email: uniqueEmail('drill'),
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    });
    expect(registered.status).toBe(503);
    expect(await registered.json()).toEqual({ message: AUTH_ERROR.mailFailed });
    expect(performance.now() - started).toBeLessThan(15_000);

    // The shop stops (its hung mails are given back) and starts again on the same database; then mail recovers.
    await t.app.close();
    restarted = await buildApp({
      config: t.config,
      database: t.database,
      mailer: mailer(t.config),
      now: new TestClock().now,
    });
    await restarted.ready();
    const recovering = performance.now();
    await hanging.stop();
    catcher.port = hanging.port;
    await catcher.start();

    const confirmations = (email: string) =>
      catcher.to(email).filter((mail) => /^Subject: .*placed$/m.test(mail.raw)).length;
    await expect
      .poll(() => shoppers.map(confirmations), { timeout: OWED_WITHIN_MS, interval: 500 })
      .toEqual([1, 1, 1]);
    expect(performance.now() - recovering).toBeLessThan(OWED_WITHIN_MS);

    // Exactly once: nothing is left to deliver, and delivering again sends nothing more.
    await restarted.outbox.drain();
    expect(shoppers.map(confirmations)).toEqual([1, 1, 1]);
    const placedEvents = await t.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.placed'));
    expect(placedEvents).toHaveLength(3);
    for (const event of placedEvents) expect(event.deliveredAt).not.toBeNull();
  }, 300_000);
});

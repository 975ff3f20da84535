import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '../../../contract/order-texts';
import { buildApp } from '../../app';
import { outboxEvents } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createTestApp, TestClock, type TestApp } from '../../test/harness';
import { browserOf, loggedIn } from '../../test/sessions';
import { placeCodOrder } from '../../test/orders';
import { SmtpCatcher } from '../../test/smtp-catcher';

// No order e-mail is lost to a mail outage and a restart: with the SMTP server down, an order is placed and
// confirmed; the app is stopped and a new instance started on the same database; once SMTP is back, both mails
// arrive. The new instance's clock is moved past the retry delay instead of waiting for it.

const silent = { info: () => undefined } as never;

describe('order e-mails across an SMTP outage and a restart', () => {
  const smtp = new SmtpCatcher();
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('delivers the confirmation and the status mail once SMTP is back, from a restarted app', async () => {
    // Learn a free port, then take the server down: every delivery now fails to connect.
    await smtp.start();
    await smtp.stop();
    const mailer = () =>
      createMailer({ smtpUrl: smtp.url, from: 'LittleHope <shop@example.test>', logger: silent });
    t = await createTestApp({}, { mailer });
    const db = t.database.db;

    const {
      shopper: { user },
      orderId,
    } = await placeCodOrder(t, { stock: { '4-5 y': 4 } });
    const admin = await loggedIn(t, 'admin');
    const confirmed = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);

    await t.app.outbox.drain();
    const pending = await db.select().from(outboxEvents);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const event of pending) {
      expect(event.deliveredAt).toBeNull();
      expect(event.failedAt).toBeNull();
      expect(event.lastError).toBeTruthy();
    }
    expect(smtp.to(user.email)).toHaveLength(0);

    // The app goes away; a new instance starts on the same database, later than the retry is due.
    await t.app.close();
    const clock = new TestClock();
    clock.advance(5 * 60_000);
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      mailer: mailer(),
      now: clock.now,
    });
    t.app = restarted;
    await restarted.ready();
    // Still down: the new instance fails too and keeps the mails for later.
    await restarted.outbox.drain();
    expect(smtp.to(user.email)).toHaveLength(0);

    await smtp.start();
    clock.advance(5 * 60_000);
    await restarted.outbox.drain();

    const subjects = smtp
      .to(user.email)
      .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '')
      .sort();
    const id = shortOrderId(orderId);
    expect(subjects).toEqual([`LittleHope: order #${id} confirmed`, `LittleHope: order #${id} placed`]);
    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.placed'));
    expect(events[0]?.deliveredAt).not.toBeNull();
    // The shopper's session still works on the new instance (nothing lived in the old one's memory).
    const reread = await (
      await browserOf(t, user.id)
    ).request({ method: 'GET', url: `/api/user/orderDetails/${orderId}` });
    expect(reread.statusCode).toBe(200);
  });
});

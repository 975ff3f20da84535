import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { istDayKey } from '../../../contract/dates';
import { RefundToSchema } from '../../../contract/returns';
import {
  auditLog,
  orderStatusHistory,
  orders,
  outboxEvents,
  productSizes,
  stockMovements,
} from '../../db/schema';
import { useTestApp, type TestApp } from '../../test/harness';
import { moveOrder, placeCodOrder, type LoggedIn } from '../../test/orders';
import { askForReturn, returnRequest } from '../../test/returns';
import { loggedIn } from '../../test/sessions';
import { RETURN_MESSAGES } from '../../../contract/messages';

const DAY = 24 * 60 * 60 * 1000;

async function stockOf(t: TestApp, productId: string, size: string) {
  const [row] = await t.database.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row!.stock;
}

/** A shopper's order of 3 pieces in size 4-5 y, moved by the shop to delivered. */
async function deliveredOrder(t: TestApp, admin: LoggedIn, deliver = true) {
  const { shopper, product, orderId } = await placeCodOrder(t, {
    quantity: 3,
    stock: { '4-5 y': 10, '6-7 y': 2, '8-9 y': 0 },
  });
  if (deliver) await moveOrder(admin, orderId, 'confirmed', 'shipped', 'delivered');
  else await moveOrder(admin, orderId, 'confirmed');
  return { shopper, product, orderId };
}

describe('returns and size exchanges', () => {
  const t = useTestApp();

  it('a return goes requested → approved → received (stock back once) → refunded, mailing every step', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    expect(await stockOf(t, product.id, '4-5 y')).toBe(7);
    const asked = await askForReturn(shopper, returnRequest(orderId, product.id, { quantity: 2 }));
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({
      status: 'requested',
      kind: 'return',
      nextStatuses: ['approved', 'rejected'],
    });
    expect(request.items[0]).toMatchObject({ name: 'Cotton Frock', quantity: 2, exchangeSize: null });

    const step = (payload: object) =>
      admin.browser.request({ method: 'PUT', url: `/api/admin/returns/${request._id}`, payload });
    expect((await step({ status: 'refunded', refundReference: 'UPI123456' })).statusCode).toBe(409);
    expect((await step({ status: 'approved', note: 'Please pack it in the original bag.' })).statusCode).toBe(
      200,
    );
    const received = await Promise.all([step({ status: 'received' }), step({ status: 'received' })]);
    expect(received.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, product.id, '4-5 y')).toBe(9);
    const noReference = await step({ status: 'refunded' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(RETURN_MESSAGES.refundReferenceNeeded);
    const refunded = await step({ status: 'refunded', refundReference: 'UPI123456' });
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refundReference: 'UPI123456',
      nextStatuses: [],
    });
    expect(refunded.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect(await stockOf(t, product.id, '4-5 y')).toBe(9);

    // Received pieces went back once, through the stock module's ledger, by the admin who received them.
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'return-received')));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ size: '4-5 y', delta: 2, stockAfter: 9, actorKind: 'admin' });
    expect(movements[0]!.actorId).toBe(admin.user.id);

    // Every step's mail comes from the outbox, each naming its own step.
    const returnMails = () =>
      t.mailbox.messages.filter((m) => m.to === shopper.user.email && /return/.test(m.subject));
    await expect.poll(() => returnMails().length).toBe(4);
    const mails = returnMails();
    expect(mails.find((m) => /approved/.test(m.subject))?.text).toContain(
      'Please pack it in the original bag.',
    );
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        'LittleHope: your return is requested',
        'LittleHope: your return is approved',
        'LittleHope: your return is received',
        'LittleHope: your return is refunded',
      ].sort(),
    );
    const events = await t.database.db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'return.status-changed'));
    expect(events).toHaveLength(4);

    const mine = await shopper.browser.request({ method: 'GET', url: '/api/user/returns' });
    expect(mine.json().returns).toHaveLength(1);
    const list = await admin.browser.request({ method: 'GET', url: '/api/admin/returns?status=refunded' });
    expect(list.json().returns.map((r: { _id: string }) => r._id)).toContain(request._id);
    expect(list.json().totalPages).toBeGreaterThanOrEqual(1);
  });

  it('an exchange holds the new size from the request; rejecting frees it, completing keeps it sold', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    const ask = (quantity: number) =>
      askForReturn(shopper, returnRequest(orderId, product.id, { kind: 'exchange', quantity }));
    const soldOut = await ask(3);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(RETURN_MESSAGES.exchangeSoldOut('6-7 y'));
    expect(await stockOf(t, product.id, '6-7 y')).toBe(2);

    const first = (await ask(1)).json();
    expect(await stockOf(t, product.id, '6-7 y')).toBe(1);
    const rejected = await admin.browser.request({
      method: 'PUT',
      url: `/api/admin/returns/${first._id}`,
      payload: { status: 'rejected', note: 'Worn and washed.' },
    });
    expect(rejected.json().status).toBe('rejected');
    expect(await stockOf(t, product.id, '6-7 y')).toBe(2);

    const second = (await ask(2)).json();
    expect(await stockOf(t, product.id, '6-7 y')).toBe(0);
    for (const status of ['approved', 'received', 'replacement-shipped', 'completed']) {
      const moved = await admin.browser.request({
        method: 'PUT',
        url: `/api/admin/returns/${second._id}`,
        payload: { status },
      });
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
    }
    expect(await stockOf(t, product.id, '6-7 y')).toBe(0);
    expect(await stockOf(t, product.id, '4-5 y')).toBe(7 + 2);

    // Each hold and release is in the stock ledger against the order, by whoever moved it.
    const held = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.size, '6-7 y')))
      .orderBy(asc(stockMovements.createdAt), asc(stockMovements.delta));
    expect(held.map((m) => [m.reason, m.delta, m.stockAfter, m.actorKind])).toEqual([
      ['exchange-hold', -1, 1, 'shopper'],
      ['exchange-release', 1, 2, 'admin'],
      ['exchange-hold', -2, 0, 'shopper'],
    ]);
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    const stranger = await loggedIn(t);
    const base = returnRequest(orderId, product.id, { reason: 'damaged' });

    expect((await askForReturn(stranger, base)).statusCode).toBe(404);
    const cases: [object, number, string][] = [
      [{ items: [{ productId: product.id, size: '4-5 y', quantity: 4 }] }, 400, RETURN_MESSAGES.tooMany(3)],
      [{ items: [{ productId: product.id, size: '6-7 y', quantity: 1 }] }, 400, RETURN_MESSAGES.notInOrder],
      [{ refundTo: undefined }, 400, RETURN_MESSAGES.refundToNeeded],
      [{ refundTo: { upiId: 'asha@' } }, 400, RETURN_MESSAGES.upiId],
      [
        { refundTo: { accountNumber: '123456789012', ifsc: 'SBIN123', holderName: 'Asha Rao' } },
        400,
        RETURN_MESSAGES.ifsc,
      ],
      [
        {
          kind: 'exchange',
          items: [{ productId: product.id, size: '4-5 y', quantity: 1, exchangeSize: '4-5 y' }],
        },
        400,
        RETURN_MESSAGES.sameSize,
      ],
      [
        {
          kind: 'exchange',
          items: [{ productId: product.id, size: '4-5 y', quantity: 1, exchangeSize: '8-9 y' }],
        },
        409,
        RETURN_MESSAGES.exchangeSoldOut('8-9 y'),
      ],
      [{ reason: 'bored' }, 400, RETURN_MESSAGES.reason],
      ...['<img src=x onerror=alert(1)>', 'Asha <b>Rao</b>', 'Asha Rao; DROP', '12345'].map(
        (holderName): [object, number, string] => [
          { refundTo: { accountNumber: '123456789012', ifsc: 'SBIN0001234', holderName } },
          400,
          RETURN_MESSAGES.holderName,
        ],
      ),
    ];
    for (const [change, status, message] of cases) {
      const response = await askForReturn(shopper, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const bank = await askForReturn(shopper, {
      ...base,
      quantity: 1,
      refundTo: { accountNumber: '123456789012', ifsc: 'sbin0001234', holderName: 'Asha Rao' },
    });
    // Names as banks print them, in any script, pass: letters, spaces, . ' and -.
    for (const holderName of ["D'Souza-Rao K.", 'आशा राव'])
      expect(
        RefundToSchema.safeParse({ accountNumber: '123456789012', ifsc: 'SBIN0001234', holderName }).success,
      ).toBe(true);
    expect(bank.statusCode).toBe(201);
    expect(bank.json().refundTo).toEqual({
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      holderName: 'Asha Rao',
    });
    // 1 of 3 asked: 3 more is too many, 2 is fine.
    const tooMany = await askForReturn(shopper, { ...base, items: [{ ...base.items[0], quantity: 3 }] });
    expect(tooMany.json().message).toBe(RETURN_MESSAGES.tooMany(2));
    const mine = await shopper.browser.request({ method: 'GET', url: '/api/user/returns' });
    expect(mine.json().returns).toHaveLength(1);

    const pending = await deliveredOrder(t, admin, false);
    const early = await askForReturn(pending.shopper, {
      ...base,
      orderId: pending.orderId,
      items: [{ productId: pending.product.id, size: '4-5 y', quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_MESSAGES.notDelivered);

    const asShopper = await shopper.browser.request({ method: 'GET', url: '/api/admin/returns' });
    expect(asShopper.statusCode).toBe(403);
  });

  it('closes 14 days after delivery', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    t.clock.advance(15 * DAY);
    const late = await askForReturn(shopper, returnRequest(orderId, product.id, { reason: 'changed-mind' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_MESSAGES.windowClosed);
  });

  it('counts the 14 days from the delivery in the status history, not from the last change of the order', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    // Delivered 15 days ago, and the order row touched 5 days ago (e.g. a data fix): the delivery must not move.
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    await t.database.db
      .update(orderStatusHistory)
      .set({ changedAt: daysAgo(15) })
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')));
    await t.database.db
      .update(orders)
      .set({ updatedAt: daysAgo(5) })
      .where(eq(orders.id, orderId));
    const late = await askForReturn(shopper, returnRequest(orderId, product.id, { reason: 'changed-mind' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RETURN_MESSAGES.windowClosed);
  });

  it('records each step of the shop in the audit trail, in the step’s own transaction, and counts it in reports', async () => {
    const admin = await loggedIn(t, 'admin');
    const { shopper, product, orderId } = await deliveredOrder(t, admin);
    const asked = await askForReturn(shopper, returnRequest(orderId, product.id, { kind: 'exchange' }));
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json()._id as string;
    const step = (payload: object) =>
      admin.browser.request({ method: 'PUT', url: `/api/admin/returns/${returnId}`, payload });
    const entries = async () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'return.step'), eq(auditLog.targetId, returnId)))
        .orderBy(asc(auditLog.at));

    // An illegal move changes nothing, so it leaves no entry.
    expect((await step({ status: 'received' })).statusCode).toBe(409);
    expect(await entries()).toEqual([]);
    expect((await step({ status: 'approved', note: 'Send it with the tag on.' })).statusCode).toBe(200);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      before: { status: 'requested' },
      after: { status: 'approved', note: 'Send it with the tag on.' },
    });

    // The order has a size exchange the shop has not rejected: the reports count it as returned.
    const placedOn = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.placedAt;
    // The reports' days are the shop's calendar days in India.
    const day = istDayKey(placedOn);
    const report = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/reports?from=${day}&to=${day}&interval=day`,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().summary.returnedOrders).toBeGreaterThanOrEqual(1);
  });
});

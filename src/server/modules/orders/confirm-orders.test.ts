import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../../contract/order-texts';
import { auditLog, orders } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { moveOrder, placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

describe('confirming many orders at once', () => {
  const t = useTestApp();

  const statusOf = async (ids: string[]) => {
    const rows = await t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };

  it('confirms each pending order through the status machine and reports the ones it could not move, with why', async () => {
    const admin = await loggedIn(t, 'admin');
    const first = await placeCodOrder(t);
    const second = await placeCodOrder(t);
    const cancelled = await placeCodOrder(t);
    const already = await placeCodOrder(t);
    await moveOrder(admin, cancelled.orderId, 'cancelled');
    await moveOrder(admin, already.orderId, 'confirmed');

    const ids = [first.orderId, cancelled.orderId, second.orderId, already.orderId];
    const response = await admin.browser.request({
      method: 'POST',
      url: '/api/admin/orders/confirm',
      payload: { orderIds: ids },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: '2 orders confirmed; 2 could not be confirmed.',
      confirmed: [first.orderId, second.orderId],
      notConfirmed: [
        { orderId: cancelled.orderId, message: 'An order that is cancelled cannot be marked confirmed.' },
        { orderId: already.orderId, message: 'An order that is confirmed cannot be marked confirmed.' },
      ],
    });
    expect(await statusOf(ids)).toEqual({
      [first.orderId]: 'confirmed',
      [second.orderId]: 'confirmed',
      [cancelled.orderId]: 'cancelled',
      [already.orderId]: 'confirmed',
    });

    // As a single move would: a history step by the admin, an audit entry, and the customer's mail.
    const history = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/orders/${first.orderId}/history`,
    });
    expect(history.json().history.map((step: { to: string; by: string }) => [step.to, step.by])).toEqual([
      ['pending', 'shopper'],
      ['confirmed', 'admin'],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, second.orderId));
    expect(audit.map((entry) => entry.after)).toEqual([{ status: 'confirmed' }]);
    await expect
      .poll(() =>
        t.mailbox.messages.filter((m) => m.to === first.shopper.user.email && /confirmed/i.test(m.subject)),
      )
      .toHaveLength(1);

    const one = await placeCodOrder(t);
    const single = await admin.browser.request({
      method: 'POST',
      url: '/api/admin/orders/confirm',
      payload: { orderIds: [one.orderId] },
    });
    expect(single.json().message).toBe('1 order confirmed.');
  });

  it('changes nothing when the batch names an unknown order, repeats one, or is empty', async () => {
    const admin = await loggedIn(t, 'admin');
    const pending = await placeCodOrder(t);
    const confirm = (orderIds: unknown) =>
      admin.browser.request({ method: 'POST', url: '/api/admin/orders/confirm', payload: { orderIds } });

    const unknown = await confirm([pending.orderId, '00000000-0000-4000-8000-00000000beef']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`No such order: #${shortOrderId('00000000beef')}.`);
    const repeated = await confirm([pending.orderId, pending.orderId]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('Each order may be chosen only once.');
    expect((await confirm([])).statusCode).toBe(400);
    expect((await confirm('everything')).statusCode).toBe(400);
    expect(await statusOf([pending.orderId])).toEqual({ [pending.orderId]: 'pending' });

    const shopper = await loggedIn(t);
    const notAdmin = await shopper.browser.request({
      method: 'POST',
      url: '/api/admin/orders/confirm',
      payload: { orderIds: [pending.orderId] },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await statusOf([pending.orderId])).toEqual({ [pending.orderId]: 'pending' });
  });
});

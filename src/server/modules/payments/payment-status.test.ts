import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminActor } from '../../actor';
import { auditLog, orders, paymentStatusHistory } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http-error';
import { useTestApp } from '../../test/harness';
import { moveOrder, placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';
import { movePaymentStatus } from './payment-status.service';

// The payment machine as refunds, remittances and the owner's UPI verification call it: the table's moves only,
// a history row for each, an audit entry for an admin's, and one winner of two racing moves.

describe('the payment status machine', () => {
  const t = useTestApp();

  it('keeps a delivered COD order unpaid, then moves it with history and audit; refuses what the table refuses', async () => {
    const admin = await loggedIn(t, 'admin');
    const { orderId } = await placeCodOrder(t);
    await moveOrder(admin, orderId, 'confirmed', 'shipped', 'delivered');
    const db = t.database.db;
    const [delivered] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(delivered!.paymentStatus).toBe('unpaid');

    const by = adminActor({ id: admin.user.id, email: admin.user.email });
    const now = t.clock.now();
    await inTransaction(db, (tx) => movePaymentStatus(tx, orderId, 'paid', { by, now, note: 'REM-1' }));
    const partly = await inTransaction(db, (tx) =>
      movePaymentStatus(tx, orderId, 'partially_refunded', { by, now, note: 'R1' }),
    );
    expect(partly.paymentStatus).toBe('partially_refunded');

    const refused = await inTransaction(db, (tx) =>
      movePaymentStatus(tx, orderId, 'failed', { by, now }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(409);
    expect((refused as HttpError).message).toBe('A payment that is partly refunded cannot be marked failed.');

    const history = await db
      .select()
      .from(paymentStatusHistory)
      .where(eq(paymentStatusHistory.orderId, orderId));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.note])).toEqual([
      ['unpaid', 'paid', 'REM-1'],
      ['paid', 'partially_refunded', 'R1'],
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audit.filter((row) => row.action === 'order.payment')).toHaveLength(2);
  });

  it('lets one of two racing moves win', async () => {
    const { orderId } = await placeCodOrder(t);
    const db = t.database.db;
    const by = { kind: 'shop' as const, id: null };
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        inTransaction(db, (tx) => movePaymentStatus(tx, orderId, 'paid', { by, now: t.clock.now() })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const history = await db
      .select()
      .from(paymentStatusHistory)
      .where(eq(paymentStatusHistory.orderId, orderId));
    expect(history).toHaveLength(1);
  });
});

import { and, eq, sum } from 'drizzle-orm';
import { canMovePayment, type PaymentStatus } from '../../../contract/payment-status';
import type { AdminActor } from '../../actor';
import type { DbOrTx } from '../../db/client';
import { orders, returnRequests } from '../../db/schema';
import { movePaymentStatus } from '../payments/payment-status.service';

/**
 * The one place where a refunded return reaches its order's payment status, inside the transaction of the
 * `refunded` step (after its credit note): through the payment machine, `refunded` once the order's refunds add up
 * to what it cost, else `partially_refunded`. A payment status the table cannot move to a refund (a UPI order never
 * verified as paid: nothing was received, so nothing is given back through the books) is left as it is.
 */
export async function onReturnRefunded(
  tx: DbOrTx,
  request: typeof returnRequests.$inferSelect,
  step: { by: AdminActor; now: Date; refundReference?: string | undefined },
): Promise<void> {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus, cost: orders.finalAmountPaise })
    .from(orders)
    .where(eq(orders.id, request.orderId));
  if (!order) return;
  // This request is already `refunded` in this transaction: the sum counts it.
  const [refunds] = await tx
    .select({ paise: sum(returnRequests.refundAmountPaise).mapWith(Number) })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, request.orderId), eq(returnRequests.status, 'refunded')));
  const to: PaymentStatus = (refunds?.paise ?? 0) >= order.cost ? 'refunded' : 'partially_refunded';
  if (!canMovePayment(order.method, order.status as PaymentStatus, to)) return;
  await movePaymentStatus(tx, request.orderId, to, {
    by: step.by,
    now: step.now,
    note: step.refundReference,
  });
}

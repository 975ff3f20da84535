import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { InvoiceSettings } from '../../invoice-settings';
import { runPeriodically } from '../../periodic';
import { changeOrderStatus } from '../orders/order-status.service';

// A UPI order holds its pieces only for the payment window (UPI_PAYMENT_WINDOW_HOURS, 24 h by default): past it,
// an order still unpaid without a UTR, or whose payment the owner marked failed, is cancelled by the shop through
// the order machine, so that its cancel hooks put the pieces back on the shelf (stock ledger) once and the parent is
// mailed. An order whose UTR was given but not yet verified is never cancelled here: the parent may well have paid,
// and the owner decides (docs/decisions/0054-upi-to-the-shops-vpa.md).

const TICK_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Cancels the UPI orders whose payment window is over; answers the ids cancelled. */
export async function cancelUnpaidUpiOrders(
  db: Db,
  settings: { now: Date; windowHours: number; invoices: InvoiceSettings },
): Promise<string[]> {
  const { now, windowHours, invoices } = settings;
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'upi'),
        inArray(orders.status, ['pending', 'confirmed']),
        lt(orders.placedAt, new Date(now.getTime() - windowHours * HOUR_MS)),
        or(
          and(eq(orders.paymentStatus, 'unpaid'), isNull(orders.upiUtr)),
          eq(orders.paymentStatus, 'failed'),
        ),
      ),
    );
  const cancelled: string[] = [];
  for (const { id } of expired) {
    try {
      await changeOrderStatus(db, {
        orderId: id,
        to: 'cancelled',
        by: { kind: 'shop', id: null },
        now,
        invoices,
        reason: PAYMENT_MESSAGES.upiWindowOver,
      });
      cancelled.push(id);
    } catch (error) {
      // Someone moved it first (the owner shipped or cancelled it): nothing left to do for this one.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return cancelled;
}

/** Looks every ten minutes on every instance; the order machine makes each cancellation once whoever runs it. */
export function startUpiExpiry(
  db: Db,
  now: () => Date,
  settings: { windowHours: number; invoices: InvoiceSettings },
  logger: FastifyBaseLogger,
): () => void {
  return runPeriodically(
    () => cancelUnpaidUpiOrders(db, { now: now(), ...settings }),
    TICK_MS,
    (error) => logger.warn({ err: error }, 'unpaid UPI orders not cancelled'),
  );
}

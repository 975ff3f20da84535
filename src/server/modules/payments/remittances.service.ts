import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { COURIER_NAMES, type Courier } from '../../../contract/couriers';
import { ORDER_MESSAGES, REMITTANCE_MESSAGES } from '../../../contract/messages';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import {
  CASH_AGE_BANDS,
  cashAgeBand,
  type CashAgeBand,
  type CashWithCourier,
  type CashWithCouriers,
  type RecordRemittanceInput,
  type Remittance,
} from '../../../contract/remittances';
import type { AdminActor } from '../../actor';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { orders, remittanceOrders, remittances } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { recordAudit } from '../audit/audit.service';
import { movePaymentStatus } from './payment-status.service';

// Couriers collect cash on delivery at the door and pay it to the shop later, many orders in one transfer. The owner
// records each transfer with the orders it covers; their amounts must add up to it exactly, each order is covered
// once (remittance_orders' key), each transfer is recorded once (the reference's unique key), and the covered orders
// turn paid through the payment machine, all in one transaction
// (docs/decisions/0055-payment-status-and-cod-remittances.md).

/** Payment statuses whose cash a courier may still hold: unpaid, or refunded to the parent before the courier paid. */
const CASH_STILL_OUT = ['unpaid', 'refunded', 'partially_refunded'];

const DAY_MS = 24 * 60 * 60 * 1000;

const courierName = (courier: string) => COURIER_NAMES[courier as Exclude<Courier, 'other'>] ?? courier;

export async function recordRemittance(
  db: Db,
  input: RecordRemittanceInput,
  by: AdminActor,
  now: Date,
): Promise<Remittance> {
  try {
    return await inTransaction(db, async (tx) => {
      const rows = await tx
        .select()
        .from(orders)
        .where(inArray(orders.id, input.orderIds))
        .orderBy(orders.id)
        .for('update');
      if (rows.length !== input.orderIds.length) throw notFound(ORDER_MESSAGES.orderNotFound);
      const covered = await tx
        .select({ orderId: remittanceOrders.orderId })
        .from(remittanceOrders)
        .where(inArray(remittanceOrders.orderId, input.orderIds));
      for (const order of rows) {
        const shortId = shortOrderId(order.id);
        if (order.paymentMethod !== 'cod' || order.status !== 'delivered')
          throw conflict(REMITTANCE_MESSAGES.notCashToCollect(shortId));
        if (covered.some((row) => row.orderId === order.id))
          throw conflict(REMITTANCE_MESSAGES.inAnotherRemittance(shortId));
        if (!CASH_STILL_OUT.includes(order.paymentStatus))
          throw conflict(REMITTANCE_MESSAGES.alreadyPaid(shortId));
        if (order.courier && order.courier !== input.courier)
          throw badRequest(REMITTANCE_MESSAGES.otherCourier(shortId, courierName(order.courier)));
      }
      const ordersPaise = rows.reduce((sum, order) => sum + order.finalAmountPaise, 0);
      const remittedPaise = rupeesToPaise(input.amount);
      if (ordersPaise !== remittedPaise)
        throw badRequest(
          REMITTANCE_MESSAGES.amountMismatch(
            formatRupees(paiseToRupees(ordersPaise)),
            formatRupees(paiseToRupees(remittedPaise)),
            formatRupees(paiseToRupees(Math.abs(ordersPaise - remittedPaise))),
            remittedPaise < ordersPaise,
          ),
        );

      const [remittance] = await tx
        .insert(remittances)
        .values({
          courier: input.courier,
          amountPaise: remittedPaise,
          remittedOn: input.date,
          reference: input.reference,
          recordedBy: by.id,
          createdAt: now,
        })
        .returning();
      await tx.insert(remittanceOrders).values(
        rows.map((order) => ({
          orderId: order.id,
          remittanceId: remittance!.id,
          amountPaise: order.finalAmountPaise,
        })),
      );
      // A return refunded before the courier paid keeps its refund status: the parent's money is settled either way.
      for (const order of rows.filter((row) => row.paymentStatus === 'unpaid'))
        await movePaymentStatus(tx, order.id, 'paid', { by, now, note: `Remittance ${input.reference}` });
      const view = toRemittanceView(remittance!, input.orderIds);
      await recordAudit(tx, by, { action: 'remittance.created', targetId: remittance!.id, after: view });
      return view;
    });
  } catch (error) {
    // Recorded twice at once: the first one's reference or order rows win, the second finds them taken.
    if (isUniqueViolation(error)) throw conflict(REMITTANCE_MESSAGES.referenceTaken);
    throw error;
  }
}

function toRemittanceView(row: typeof remittances.$inferSelect, orderIds: string[]): Remittance {
  return {
    _id: row.id,
    courier: row.courier as Courier,
    amount: paiseToRupees(row.amountPaise),
    date: row.remittedOn,
    reference: row.reference,
    orderIds: [...orderIds].sort(),
    recordedAt: row.createdAt.toISOString(),
  };
}

/** The latest remittances first (by the day paid, then when recorded), at most `limit`. */
export async function listRemittances(db: DbOrTx, limit = 200): Promise<Remittance[]> {
  const rows = await db
    .select()
    .from(remittances)
    .orderBy(desc(remittances.remittedOn), desc(remittances.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const links = await db
    .select({ orderId: remittanceOrders.orderId, remittanceId: remittanceOrders.remittanceId })
    .from(remittanceOrders)
    .where(
      inArray(
        remittanceOrders.remittanceId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    toRemittanceView(
      row,
      links.filter((link) => link.remittanceId === row.id).map((link) => link.orderId),
    ),
  );
}

/**
 * The cash still with couriers: delivered COD orders that no remittance covers yet (unpaid, or refunded to the parent
 * before the courier paid), by courier and by days since delivery; the oldest first within a courier.
 */
export async function cashWithCouriers(db: DbOrTx, now: Date): Promise<CashWithCouriers> {
  // Written out with its table names: inside a select list the ORM leaves columns unqualified.
  const deliveredAt = sql<Date | string | null>`(select max(h.changed_at) from order_status_history h
    where h.order_id = "orders"."id" and h.to_status = 'delivered')`;
  const rows = await db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      amountPaise: orders.finalAmountPaise,
      courier: orders.courier,
      awb: orders.awb,
      deliveredAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'delivered'),
        inArray(orders.paymentStatus, CASH_STILL_OUT),
        notInArray(orders.id, db.select({ id: remittanceOrders.orderId }).from(remittanceOrders)),
      ),
    )
    .orderBy(orders.placedAt);
  const groups = new Map<string | null, CashWithCourier>();
  for (const row of rows) {
    const delivered = row.deliveredAt ? new Date(row.deliveredAt) : null;
    const ageDays = delivered ? Math.max(0, Math.floor((now.getTime() - delivered.getTime()) / DAY_MS)) : 0;
    const ageBand = cashAgeBand(ageDays);
    const group =
      groups.get(row.courier) ??
      ({
        courier: row.courier as Courier | null,
        total: 0,
        byAge: Object.fromEntries(CASH_AGE_BANDS.map((band) => [band, 0])) as Record<CashAgeBand, number>,
        orders: [],
      } satisfies CashWithCourier);
    groups.set(row.courier, group);
    const amount = paiseToRupees(row.amountPaise);
    group.orders.push({
      _id: row.id,
      customerName: row.customerName,
      amount,
      deliveredAt: delivered?.toISOString() ?? null,
      ageDays,
      ageBand,
      awb: row.awb,
    });
    // Sums in paise, then back to rupees, so that no float drifts.
    group.total = paiseToRupees(rupeesToPaise(group.total) + row.amountPaise);
    group.byAge[ageBand] = paiseToRupees(rupeesToPaise(group.byAge[ageBand]) + row.amountPaise);
  }
  const couriers = [...groups.values()]
    .map((group) => ({ ...group, orders: group.orders.sort((a, b) => b.ageDays - a.ageDays) }))
    .sort((a, b) => b.total - a.total);
  const total = paiseToRupees(rows.reduce((sum, row) => sum + row.amountPaise, 0));
  return { couriers, total };
}

import type { PaymentMethod } from './constants';
import { isOneOf } from './one-of';

// The payment status machine (docs/decisions/0055-payment-status-and-cod-remittances.md): what the parent's money
// for an order has done, apart from where the parcel is (the order status). Moved only through the server's payment
// machine (src/server/modules/payments/payment-status.service.ts), which the screens read too.

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Paid to the shop's UPI ID: the owner marks it paid once the UTR shows in the bank statement, or failed when no
 * money came (failed may still turn paid if it arrives late). Refunds follow a payment; a second partial refund
 * stays partially refunded until everything is given back.
 */
const UPI_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ['paid', 'failed'],
  failed: ['paid'],
  paid: ['refunded', 'partially_refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

/**
 * Cash on delivery: the courier collects the cash at the door and pays it to the shop later; the order stays unpaid
 * ("cash to collect") until the owner records that remittance. A return may be refunded before the courier has
 * paid the shop (the parent did pay at the door), so refunds may follow unpaid too. Nothing marks COD failed: a
 * parcel refused at the door is returned to origin.
 */
const COD_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  unpaid: ['paid', 'refunded', 'partially_refunded'],
  failed: [],
  paid: ['refunded', 'partially_refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

export function paymentMoves(
  method: PaymentMethod | string,
): Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> {
  return method === 'cod' ? COD_MOVES : UPI_MOVES;
}

export function canMovePayment(
  method: PaymentMethod | string,
  from: PaymentStatus,
  to: PaymentStatus,
): boolean {
  return paymentMoves(method)[from].includes(to);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return isOneOf(PAYMENT_STATUSES, value);
}

/** The money the shop still waits for: a UPI payment whose UTR the parent gave, or a courier's COD cash. */
export const AWAITING_PAYMENT = ['to-verify', 'to-collect'] as const;
export type AwaitingPayment = (typeof AWAITING_PAYMENT)[number];

/**
 * "to-verify": a UPI order unpaid with a UTR given, for the owner to find in the bank statement; "to-collect": a
 * delivered COD order unpaid, its cash still with the courier. Null when the shop waits for nothing.
 */
export function awaitingPayment(order: {
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  utr: string | null;
}): AwaitingPayment | null {
  if (order.paymentStatus !== 'unpaid') return null;
  if (order.paymentMethod === 'upi' && order.utr) return 'to-verify';
  if (order.paymentMethod === 'cod' && order.status === 'delivered') return 'to-collect';
  return null;
}

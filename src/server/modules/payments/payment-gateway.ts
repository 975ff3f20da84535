import type { PaymentStatus } from '../../../contract/payment-status';

// Where a payment gateway (Razorpay, Cashfree, PhonePe) would plug in; none is built
// (docs/decisions/0054-upi-to-the-shops-vpa.md). Today the owner is the "gateway": the parent's UTR is checked by
// eye against the bank statement and the verdict goes through verifyUpiPayment. A gateway would instead
// 1. create its own payment for an order when it is placed, answering what the checkout opens (instead of upiUri);
// 2. send signed webhooks: a route would read the raw body, `verifyWebhook` it with the gateway's secret (refusing a
//    bad signature with 401 and writing nothing), and `toPaymentEvent` it;
// 3. move the order's payment with movePaymentStatus(tx, orderId, event.status, {by: shop, note: event.reference}),
//    idempotently: a webhook delivered twice finds the move already made and changes nothing.
// The order's status, the stock and the cancellation of unpaid orders stay as they are.

/** A payment's outcome as a gateway's webhook tells it. */
export interface PaymentEvent {
  orderId: string;
  status: Extract<PaymentStatus, 'paid' | 'failed' | 'refunded' | 'partially_refunded'>;
  /** The gateway's payment or refund id, kept in the payment's history. */
  reference: string;
  amountPaise: number;
}

export interface PaymentGateway {
  /** True when `signature` is the gateway's signature of exactly `rawBody`. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** The event a verified webhook carries; undefined for events the shop does not act on. */
  toPaymentEvent(rawBody: Buffer): PaymentEvent | undefined;
}

import type { PaymentStatus } from '../payment-status';

// Payments: the payment status as the owner's badges and the parent's words, UPI to the shop's ID, and the
// couriers' cash-on-delivery remittances (docs/decisions/0054 and 0055).

/** The owner's badges. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** The badge of a UPI order whose UTR the owner has still to look for in the bank statement. */
export const PAYMENT_TO_VERIFY = 'Payment to verify';
/** The badge of a delivered cash-on-delivery order whose cash the courier still holds. */
export const CASH_TO_COLLECT = 'Cash to collect';

/** What the parent reads about the money of an order, in words. */
export function paymentStatusInWords(method: string, status: PaymentStatus, utrSubmitted: boolean): string {
  switch (status) {
    case 'paid':
      return 'Paid. Thank you!';
    case 'failed':
      return 'We could not find your UPI payment. Please write to us with its UTR.';
    case 'refunded':
      return 'Refunded to you.';
    case 'partially_refunded':
      return 'Partly refunded to you.';
    case 'unpaid':
      if (method === 'cod') return 'Pay in cash when the parcel is delivered.';
      return utrSubmitted
        ? 'We have your UTR and are checking the payment.'
        : 'Waiting for your UPI payment.';
  }
}

export const PAYMENT_MESSAGES = {
  illegalMove: (from: PaymentStatus, to: PaymentStatus) =>
    `A payment that is ${PAYMENT_STATUS_LABELS[from].toLowerCase()} cannot be marked ${PAYMENT_STATUS_LABELS[to].toLowerCase()}.`,
  upiOff: 'UPI payments are not available. Please choose cash on delivery.',
  upiOnly: 'Only a UPI order takes a UTR.',
  utrFormat: 'The UTR is the 12-digit number your UPI app shows for the payment.',
  utrNotNeeded: 'This order is not waiting for a UPI payment.',
  utrTaken: 'This UTR has already been given for another order.',
  utrAlready: 'A UTR has already been given for this order.',
  onlyUpiVerified:
    'Only a UPI payment is marked paid or failed here; cash on delivery is paid by a remittance.',
  badVerification: 'Choose paid or failed.',
  upiWindowOver: 'Cancelled by the shop: the UPI payment did not reach us in time.',
  utrSaved: 'Thank you! We will confirm your payment soon.',
  paymentMarked: 'Payment status updated.',
} as const;

export const REMITTANCE_MESSAGES = {
  courier: 'Please choose the courier who paid.',
  amount: 'Enter the amount received in rupees, such as 1450.50.',
  reference: 'Enter the reference of the transfer (3 to 60 characters).',
  noOrders: 'Choose the orders this remittance covers.',
  tooManyOrders: 'A remittance may cover at most 200 orders.',
  orderTwice: 'Each order may be chosen once.',
  recorded: 'Remittance recorded; its orders are paid.',
  referenceTaken: 'A remittance with this reference is already recorded.',
  notCashToCollect: (shortId: string) => `Order #${shortId} is not a delivered cash-on-delivery order.`,
  alreadyPaid: (shortId: string) => `Order #${shortId} is already paid.`,
  inAnotherRemittance: (shortId: string) => `Order #${shortId} is already in another remittance.`,
  otherCourier: (shortId: string, courier: string) => `Order #${shortId} was delivered by ${courier}.`,
  /** The amounts differ: how much, and which way, so the owner finds the missing or extra order. */
  amountMismatch: (orders: string, remitted: string, difference: string, short: boolean) =>
    `The orders add up to ${orders} but the remittance is ${remitted}: ${difference} ${short ? 'short' : 'too much'}.`,
} as const;

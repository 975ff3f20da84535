import type { AwaitingPayment, PaymentStatus } from '../payment-status';
import { AUTH_TEXT } from './storefront';

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
const PAYMENT_TO_VERIFY = 'Payment to verify';
/** The badge of a delivered cash-on-delivery order whose cash the courier still holds. */
const CASH_TO_COLLECT = 'Cash to collect';

/** The badges of the money the shop still waits for (awaitingPayment). */
export const AWAITING_PAYMENT_LABELS: Record<AwaitingPayment, string> = {
  'to-verify': PAYMENT_TO_VERIFY,
  'to-collect': CASH_TO_COLLECT,
};

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

/** The checkout's payment choice and the parent's UPI payment (order placed page, order page). */
export const UPI_TEXT = {
  codOrUpi: (payee: string) => `Pay in cash on delivery, or now by UPI to ${payee}.`,
  title: 'Pay by UPI',
  scan: (amount: string) => `Scan this code with any UPI app to pay ${amount}.`,
  qrAlt: (amount: string) => `QR code to pay ${amount} by UPI`,
  payWithApp: 'Pay with UPI app',
  qrFailed: 'The QR code could not be drawn. Please use the UPI app link, or pay to the UPI ID shown.',
  utrLabel: 'UTR (12-digit UPI reference)',
  utrHint: 'After paying, your UPI app shows a 12-digit UTR or reference number. Enter it here.',
  sendUtr: 'Send UTR',
  sendingUtr: AUTH_TEXT.sending,
  utrGiven: (utr: string) => `UTR ${utr} received.`,
  payment: 'Payment',
} as const;

/** The owner's side of payments: the order's payment, the orders list filter, the cash with couriers. */
export const PAYMENT_ADMIN_TEXT = {
  paymentFilter: 'Payment',
  anyPayment: 'Any payment',
  utr: 'UTR',
  noUtr: 'No UTR given yet',
  markPaid: 'Mark paid',
  markFailed: 'Mark failed',
  cancel: 'Cancel',
  confirmPaidTitle: 'Mark this UPI payment paid?',
  confirmPaidText: (utr: string) =>
    `Only once UTR ${utr} shows in the bank statement with the right amount. This cannot be undone.`,
  confirmPaidNoUtr:
    'Only once the money shows in the bank statement with the right amount. This cannot be undone.',
  confirmFailedTitle: 'Mark this UPI payment failed?',
  confirmFailedText:
    'The parent is told the payment was not found. Unless it is marked paid later, the order is cancelled when its payment window ends.',
  cashTitle: 'Cash with couriers',
  cashIntro: 'Delivered cash-on-delivery orders whose cash the courier has not yet paid to the shop.',
  cashTotal: 'Total with couriers',
  noCash: 'No cash is waiting with couriers.',
  noCourier: 'No courier recorded',
  otherCourier: 'Other courier',
  chooseCourier: 'Choose the courier',
  days: (band: string) => `${band} days`,
  deliveredDaysAgo: (days: number) => (days === 1 ? '1 day ago' : `${days} days ago`),
  select: (shortId: string) => `Select order #${shortId}`,
  selectAll: (courier: string) => `Select all of ${courier}`,
  recordTitle: 'Record a remittance',
  courier: 'Courier',
  amount: 'Amount received (₹)',
  date: 'Date received',
  reference: 'Reference',
  selected: (count: number, total: string) =>
    `${count} ${count === 1 ? 'order' : 'orders'} selected, ${total}`,
  record: 'Record remittance',
  recording: 'Recording...',
  confirmRecordTitle: 'Record this remittance?',
  confirmRecordText: (count: number, amount: string) =>
    `${count} ${count === 1 ? 'order is' : 'orders are'} marked paid by ${amount}. This cannot be undone.`,
  chooseOrders: 'Select the orders this remittance covers.',
  remittancesTitle: 'Recorded remittances',
  noRemittances: 'No remittance recorded yet.',
  orders: 'Orders',
} as const;

/** When a payment call fails without the server's own message. */
export const PAYMENT_FALLBACK = {
  methods: 'Could not load the payment methods.',
  utr: 'Could not send the UTR. Please try again.',
  verify: 'Could not change the payment. Please try again.',
  cash: 'Could not load the cash with couriers.',
  remittance: 'Could not record the remittance. Please try again.',
} as const;

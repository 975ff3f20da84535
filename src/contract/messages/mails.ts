import type { OrderStatus } from '../order-status';
import type { ReturnKind } from '../returns';
import { SHOP } from '../shop-info';
import { RETURN_TEXT, SHIPMENT_TEXT } from './shopping';

// The words of the mails the shop sends: subjects and sentences, with the values they take. The mails' layout (HTML,
// line breaks, lists) stays with the code that sends them, in the server's modules.

/** Every mail to a shopper: the greeting and the plain-text part's closing lines. */
export const MAIL_TEXT = {
  hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  footerShop: `${SHOP.name} - ${SHOP.tagline}`,
  footerHelp: `Help: ${SHOP.supportEmail}`,
} as const;

/** The one-time code mails: registering an account and resetting a password. */
export const OTP_MAIL = {
  register: {
    subject: `Your ${SHOP.name} verification code`,
    lead: `Use this code to finish creating your ${SHOP.name} account:`,
  },
  reset: {
    subject: `Your ${SHOP.name} password reset code`,
    lead: `Use this code to reset your ${SHOP.name} password:`,
  },
  validity: 'The code is valid for 10 minutes and can be used once.',
  notAsked: 'If you did not ask for it, you can ignore this e-mail.',
} as const;

/** Someone asked to register an address that already has an account. */
export const ACCOUNT_EXISTS_MAIL = {
  subject: `Your ${SHOP.name} account`,
  lines: [
    `Someone (perhaps you) asked to create a ${SHOP.name} account with this e-mail address, which already has one.`,
    'To sign in, use Login. If you forgot your password, use "Forgot Password" on the login page.',
    'If it was not you, you can ignore this e-mail: nothing has changed.',
  ],
} as const;

/** The owner of a blocked account signed in with the right password. */
export const BLOCKED_ACCOUNT_MAIL = {
  subject: `Your ${SHOP.name} account is blocked`,
  lines: [
    `Someone (perhaps you) just signed in to your ${SHOP.name} account with its correct password, but the account is blocked, so the sign-in was refused.`,
    `If you think this is a mistake, or want the account opened again, write to ${SHOP.supportEmail} or call ${SHOP.phone}, from this e-mail address.`,
    'If it was not you, someone knows your password: once the account is open again, change it with "Forgot Password".',
  ],
} as const;

/** The statuses an order mail is sent for: every one but "pending". */
type MailedOrderStatus = Exclude<OrderStatus, 'pending'>;

/** "LittleHope: order #1A2B3C4D shipped": the status as the subject names it. */
const STATUS_IN_SUBJECT: Record<MailedOrderStatus, string> = {
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  rto: 'returned to us',
};

/** The shopper's order mails: placed, then each status it reaches. `id` is the order's short id, amounts are formatted. */
export const ORDER_MAIL = {
  placedSubject: (id: string) => `${SHOP.name}: order #${id} placed`,
  statusSubject: (id: string, status: MailedOrderStatus) =>
    `${SHOP.name}: order #${id} ${STATUS_IN_SUBJECT[status]}`,
  thanks: `Thank you for shopping with ${SHOP.name}!`,
  thanksShort: 'Thank you!',
  placed: (id: string, total: string) =>
    `Your order #${id} has been placed. Pay ${total} in cash when it is delivered.`,
  item: (name: string, size: string, quantity: number, amount: string) =>
    `${name} (size ${size}) × ${quantity}: ${amount}`,
  platformFee: (amount: string) => `Platform fee: ${amount}`,
  coupon: (amount: string) => `Coupon: −${amount}`,
  total: (amount: string) => `Total: ${amount}`,
  deliveringTo: (address: string) => `Delivering to: ${address}`,
  trackOrder: 'Track your order',
  seeOrder: 'See your order',
  /** "Track your order: https://…", the plain-text part's form of a link. */
  link: (text: string, url: string) => `${text}: ${url}`,
  news: {
    confirmed: (id: string) => `Good news: your order #${id} is confirmed. We are packing it now.`,
    shipped: (id: string) => `Your order #${id} has been shipped and is on its way.`,
    delivered: (id: string) => `Your order #${id} has been delivered. We hope the little ones love it!`,
    cancelled: (id: string) => `Your order #${id} has been cancelled.`,
    rto: (id: string) => `Your order #${id} could not be delivered: the courier brought it back to us.`,
  } satisfies Record<MailedOrderStatus, (id: string) => string>,
  cancelledByShop: 'We are sorry: the shop had to cancel it. Nothing is due, as you pay on delivery.',
  cancelledByShopper: 'You cancelled it yourself. Nothing is due, as you pay on delivery.',
  returnedNothingDue: 'The order is closed and nothing is due, as you pay on delivery.',
  reason: (reason: string) => `Reason: ${reason}`,
  shipment: (courier: string, awb: string) => `Courier: ${courier}, AWB number ${awb}`,
  trackParcel: SHIPMENT_TEXT.trackParcel,
  invoice: (number: string, url: string) => `Your tax invoice ${number}: ${url}`,
  downloadInvoice: (number: string) => `Download your tax invoice ${number}`,
  contact: `Questions? Write to ${SHOP.supportEmail} or call ${SHOP.phone}.`,
} as const;

/** The shopper's mail for a step of a return or exchange; `status` is the step's label (RETURN_STATUS_LABELS). */
export const RETURN_MAIL = {
  what: (kind: ReturnKind) => (kind === 'exchange' ? 'size exchange' : 'return'),
  subject: (what: string, status: string) => `${SHOP.name}: your ${what} is ${status.toLowerCase()}`,
  now: (what: string, shortId: string, status: string) =>
    `Your ${what} for order #${shortId} is now: ${status}.`,
  item: (quantity: number, name: string, size: string, exchangeSize: string | null) =>
    `${quantity} × ${name} (${size}${exchangeSize ? ` → ${exchangeSize}` : ''})`,
  note: (note: string) => `Note from the shop: ${note}`,
  refundReference: RETURN_TEXT.refundReference,
  follow: (url: string) => `Follow it at ${url}`,
} as const;

/** The admins' daily list of sizes at or under the low-stock level. */
export const LOW_STOCK_MAIL = {
  subject: (count: number) => `Low stock: ${count} ${count === 1 ? 'size needs' : 'sizes need'} restocking`,
  intro: (threshold: number) =>
    `These sizes have ${threshold} ${threshold === 1 ? 'piece' : 'pieces'} or fewer left:`,
  link: 'Open the dashboard',
} as const;

import { shortOrderId } from './order-texts';

// UPI to the shop's own UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md): the ID's form, the UTR a parent
// gives after paying, and the upi://pay link that UPI apps open and that the order page shows as a QR code.

/** A UPI ID (VPA): a name, "@", and the bank's handle, as in littlehope@okicici. */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The UPI transaction reference (UTR, or RRN) that UPI apps show for a payment: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** How long an unpaid UPI order is kept before it is cancelled, unless the shop says otherwise. */
export const DEFAULT_UPI_PAYMENT_WINDOW_HOURS = 24;

export interface UpiPayee {
  /** The shop's UPI ID. */
  vpa: string;
  /** The name UPI apps show the parent before they pay. */
  payeeName: string;
}

/** "LittleHope order #A1B2C3": the note the parent's app shows and the shop's bank statement keeps. */
function upiOrderNote(orderId: string): string {
  return `LittleHope order #${shortOrderId(orderId)}`;
}

/** 69900 paise as "699.00": UPI apps want rupees with two decimals, never a float's rounding. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** Percent-encodes a value of the link; "@" stays as it is, as UPI apps read UPI IDs. */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The NPCI payment link: pa the shop's UPI ID, pn its name, am the amount, cu INR, tn the note naming the order, tr
 * the order's id (the shop's reference, which some apps send back with the payment).
 */
export function upiPaymentUri(payee: UpiPayee, order: { id: string; amountPaise: number }): string {
  const fields: Array<[string, string]> = [
    ['pa', payee.vpa],
    ['pn', payee.payeeName],
    ['am', upiAmount(order.amountPaise)],
    ['cu', 'INR'],
    ['tn', upiOrderNote(order.id)],
    ['tr', order.id],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

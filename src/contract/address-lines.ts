import { ADDRESS_TEXT } from './messages';

/**
 * What an address is shown and printed from: a saved address, or an order's `addressInfo` snapshot. Snapshots and
 * addresses saved before house, area and state were asked lack them (their whole street line is in `landmark`).
 */
interface PrintableAddress {
  fullName?: string;
  house?: string;
  area?: string;
  landmark?: string;
  city: string;
  state?: string | null;
  zipCode: string;
  mobileNo?: string;
}

interface AddressLineOptions {
  /** Start with the addressee's name (labels, invoices); default false, for pages that show the name apart. */
  name?: boolean;
  /** End with "Mobile: 98765 43210"; default true. */
  mobile?: boolean;
  /** How the mobile line is written: ADDRESS_TEXT.mobileLine of the reader's language; English by default. */
  mobileLine?: (mobile: string) => string;
}

/**
 * The one way a delivery address is laid out, for every page and document that shows it (order pages, admin order
 * details, invoice, orders export, shipping label), one string per line:
 *   [full name]                 only with `{ name: true }`
 *   "house, area"               left out when both are empty (older addresses)
 *   "landmark"                  when there is one
 *   "city, state PIN"           the state left out when unknown
 *   "Mobile: 9876543210"        unless `{ mobile: false }`, and only when known
 * Parts are trimmed and empty parts dropped, so no line has a stray comma. Join with ", " for one-line forms (CSV).
 */
export function addressLines(address: PrintableAddress, options: AddressLineOptions = {}): string[] {
  const { name = false, mobile = true, mobileLine = ADDRESS_TEXT.mobileLine } = options;
  const joined = (parts: (string | null | undefined)[], separator: string) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(separator);
  const lines = [
    name ? joined([address.fullName], '') : '',
    joined([address.house, address.area], ', '),
    joined([address.landmark], ''),
    joined([joined([address.city, address.state], ', '), address.zipCode], ' '),
    mobile && address.mobileNo?.trim() ? mobileLine(address.mobileNo.trim()) : '',
  ];
  return lines.filter(Boolean);
}

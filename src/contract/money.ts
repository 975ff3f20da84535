// Money is integer paise everywhere it is stored or computed; the API speaks rupees (at most 2 decimals).

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** The locales amounts are written in (src/contract/language.ts, LOCALE_OF): en-IN unless a Hindi reader's. */
export type MoneyLocale = 'en-IN' | 'hi-IN';

const intlFormatters: Partial<Record<`${MoneyLocale}:${0 | 2}`, Intl.NumberFormat>> = {};

/** Intl's rupee format of a locale, for the odd amounts the fast path leaves to it and for every other locale. */
function intlRupees(rupees: number, fractionDigits: 0 | 2, locale: MoneyLocale = 'en-IN'): string {
  const formatter = (intlFormatters[`${locale}:${fractionDigits}`] ??= new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    ...(fractionDigits === 0 ? { maximumFractionDigits: 0 } : {}),
  }));
  return formatter.format(rupees);
}

/**
 * Intl's en-IN rupee format ("-₹1,29,999.50") without Intl for ordinary amounts: the first Intl formatter a page
 * creates costs a phone tens of milliseconds (locale data), and every product card shows prices.
 */
function formatInr(rupees: number, fractionDigits: 0 | 2): string {
  // Rounded in decimal as Intl does (1.005 → 1.01), not in binary as toFixed does (1.00).
  const units = Math.round(Number(`${Math.abs(rupees)}e${fractionDigits}`));
  if (!Number.isSafeInteger(units)) return intlRupees(rupees, fractionDigits);
  const digits = String(units).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  // Indian grouping: the last three digits, then pairs (1,29,999).
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${grouped}${fractionDigits ? `.${digits.slice(-fractionDigits)}` : ''}`;
}

/**
 * "₹1,299.00": for bills, where docs/product.md section 2 wants 2 decimals. en-IN (the default) takes the fast
 * path; any other locale is Intl's.
 */
export function formatRupees(rupees: number, locale: MoneyLocale = 'en-IN'): string {
  return locale === 'en-IN' ? formatInr(rupees, 2) : intlRupees(rupees, 2, locale);
}

/** "₹1,299" for shelf prices; keeps paise when there are any. */
export function formatPrice(rupees: number, locale: MoneyLocale = 'en-IN'): string {
  const fractionDigits = Number.isInteger(rupees) ? 0 : 2;
  return locale === 'en-IN' ? formatInr(rupees, fractionDigits) : intlRupees(rupees, fractionDigits, locale);
}

/** Percent off shown to shoppers: round((price − discountPrice) / price × 100). */
export function percentOff(price: number, discountPrice: number): number {
  if (!(price > 0) || !(discountPrice >= 0) || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

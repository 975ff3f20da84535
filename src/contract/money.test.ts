import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, type MoneyLocale } from './money';

/** Intl's rupee formats of a locale: with paise, and whole rupees. */
function intlFormats(locale: MoneyLocale) {
  return {
    intl: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }),
    whole: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  };
}

describe('rupee formats', () => {
  const { intl, whole } = intlFormats('en-IN');

  it('write amounts exactly as Intl en-IN does', () => {
    const amounts = [0, -0, 5, -50, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 1.255, 99.99, -0.001, -0.4, 1e-7];
    amounts.push(1299, 129_999, 12_345_678.5, 1e12, -1_234_567, NaN, Infinity, -Infinity);
    for (let paise = 1; paise <= 1e12; paise = Math.round(paise * 1.37) + 7)
      amounts.push(paise / 100, -paise / 100);
    for (const rupees of amounts) {
      expect(formatRupees(rupees)).toBe(intl.format(rupees));
      expect(formatPrice(rupees)).toBe(Number.isInteger(rupees) ? whole.format(rupees) : intl.format(rupees));
    }
  });

  it('group the Indian way', () => {
    expect(formatPrice(1_29_999)).toBe('₹1,29,999');
    expect(formatRupees(1_23_45_678.5)).toBe('₹1,23,45,678.50');
  });

  it("write a Hindi reader's amounts as Intl hi-IN does", () => {
    const { intl: hi, whole: hiWhole } = intlFormats('hi-IN');
    for (const rupees of [0, 699, 1418, 1_29_999.5, -20, 1.005]) {
      expect(formatRupees(rupees, 'hi-IN')).toBe(hi.format(rupees));
      expect(formatPrice(rupees, 'hi-IN')).toBe(
        Number.isInteger(rupees) ? hiWhole.format(rupees) : hi.format(rupees),
      );
    }
    expect(formatRupees(1_29_999.5, 'hi-IN')).toBe('₹1,29,999.50');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from '../../dates';
import { formatRupees } from '../../money';
import { STOREFRONT_MESSAGES } from '../storefront-catalog';
import { MESSAGES_HI } from './storefront';

// The Hindi catalog beside the English one: every text there (the type checks the keys, this checks the words are
// Hindi and not an English copy), and dates and prices as a Hindi page writes them.

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the Hindi storefront catalog', () => {
  it('has the same texts as the English one, most of them in Devanagari', () => {
    expect(Object.keys(MESSAGES_HI).sort()).toEqual(Object.keys(STOREFRONT_MESSAGES).sort());
    const hindi = strings(MESSAGES_HI);
    const devanagari = hindi.filter((text) => /[\u0900-\u097F]/.test(text));
    // The back office's titles and fallbacks in the shared lists stay English, as do brand names.
    expect(devanagari.length / hindi.length).toBeGreaterThan(0.8);
  });

  it('writes counts, titles and plurals with its own functions', () => {
    expect(MESSAGES_HI.itemCount(3)).toBe('3 सामान');
    expect(MESSAGES_HI.orderTitle('1A2B3C')).toBe('ऑर्डर #1A2B3C');
    expect(MESSAGES_HI.sizeName('4-5 y')).toBe('4-5 साल');
    expect(MESSAGES_HI.sizeName('unknown')).toBe('unknown');
    expect(STOREFRONT_MESSAGES.sizeName('4-5 y')).toBe('4-5 y');
  });

  it('formats dates in hi-IN, and English dates as before', () => {
    const day = '2026-11-26T10:00:00Z';
    expect(formatShortDate(day)).toBe('26 Nov');
    expect(formatShortDate(day, 'hi-IN')).toMatch(/^26 नव/);
    expect(formatLongDate(day, 'hi-IN')).toBe('26 नवंबर 2026');
    // Intl's hi-IN writes rupees as en-IN does, so prices keep the one fast formatter.
    expect(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(129999.5)).toBe(
      formatRupees(129999.5),
    );
  });
});

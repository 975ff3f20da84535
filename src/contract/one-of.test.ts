import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from './catalog';
import { SIZES } from './constants';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  it('knows the members of a list and nothing else', () => {
    expect(isOneOf(SIZES, '4-5 y')).toBe(true);
    expect(isOneOf(SIZES, '4-5')).toBe(false);
    expect(isOneOf(SIZES, '')).toBe(false);
    expect(isOneOf(SIZES, null)).toBe(false);
    expect(isOneOf(SIZES, 4)).toBe(false);
  });

  it('reads lists of numbers as numbers', () => {
    expect(isOneOf(IMAGE_WIDTHS, IMAGE_WIDTHS[0])).toBe(true);
    expect(isOneOf(IMAGE_WIDTHS, String(IMAGE_WIDTHS[0]))).toBe(false);
    expect(isOneOf(IMAGE_WIDTHS, 7)).toBe(false);
  });
});

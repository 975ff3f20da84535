import { describe, expect, it } from 'vitest';
import { SEARCH_WINDOWS, windowFor } from './search-window';

describe('the window a search is asked in next', () => {
  it('holds a quarter more matches than a page of results needs, in the smallest window that does', () => {
    // One product in seven: 1,001 × 1.25 × 7 = 8,759.
    expect(windowFor(1 / 7)).toBe(12_000);
    expect(windowFor(0.2)).toBe(8_000);
    // One in fourteen: 17,518.
    expect(windowFor(1 / 14)).toBe(24_000);
    expect(windowFor(0.04)).toBe(32_000);
  });

  it('leaves a rarer word to the whole catalog', () => {
    expect(windowFor(0.03)).toBeNull();
    expect(windowFor(0)).toBeNull();
    expect(windowFor(Number.NaN)).toBeNull();
  });

  it('keeps its windows smallest first', () => {
    expect([...SEARCH_WINDOWS].sort((a, b) => a - b)).toEqual(SEARCH_WINDOWS);
  });
});

import { describe, expect, it } from 'vitest';
import { editDistance, nearSpellings } from './search-vocabulary';

describe('typo matching against the vocabulary of product names', () => {
  it('counts edits: added, dropped, changed and swapped letters', () => {
    expect(editDistance('frok', 'frock', 2)).toBe(1);
    expect(editDistance('jakcet', 'jacket', 2)).toBe(1);
    expect(editDistance('elefant', 'elephant', 2)).toBe(2);
    expect(editDistance('frock', 'frock', 2)).toBe(0);
    expect(editDistance('kurta', 'jacket', 2)).toBe(Infinity);
    expect(editDistance('a', 'abcd', 2)).toBe(Infinity);
  });

  it('finds near spellings of misspelled words, nearest first', () => {
    const vocabulary = 'butterfly dinosaur elephant frock jacket lehenga rocket shirt skirt'.split(' ');
    const near = nearSpellings(vocabulary, [
      'frok',
      'lehnga',
      'elefant',
      'dinosor',
      'butterfy',
      'jaket',
      'zzzz',
    ]);
    expect(near.get('frok')).toEqual(['frock']);
    expect(near.get('lehnga')).toEqual(['lehenga']);
    expect(near.get('elefant')).toEqual(['elephant']);
    expect(near.get('dinosor')).toEqual(['dinosaur']);
    expect(near.get('butterfy')).toEqual(['butterfly']);
    expect(near.get('jaket')).toEqual(['jacket']);
    expect(near.get('zzzz')).toEqual([]);
  });

  it('allows one edit in short words, so that they do not match half the vocabulary', () => {
    expect(nearSpellings(['frock', 'rocket', 'sock'], ['frok']).get('frok')).toEqual(['frock']);
    expect(nearSpellings([], ['frok']).get('frok')).toEqual([]);
  });
});

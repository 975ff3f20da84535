import { describe, expect, it } from 'vitest';
import { searchTextOf, understandSearch } from './search-phrase';

describe("understandSearch: the age and the child in a parent's search", () => {
  const cases: Array<
    [string, { words: string[]; age: number | null; size: string | null; gender: string | null }]
  > = [
    ['frock for 3 year old', { words: ['frock'], age: 3, size: '2-3 y', gender: null }],
    ['dress for 5 year girl', { words: ['dress'], age: 5, size: '4-5 y', gender: 'Girls' }],
    ['kurta pyjama 4 yrs', { words: ['kurta', 'pyjama'], age: 4, size: '4-5 y', gender: null }],
    ['kurta 5 साल', { words: ['kurta'], age: 5, size: '4-5 y', gender: null }],
    ['t-shirt age 6', { words: ['t-shirt'], age: 6, size: '6-7 y', gender: null }],
    ['frock 3yr', { words: ['frock'], age: 3, size: '2-3 y', gender: null }],
    ['jeans 3 years boys', { words: ['jeans'], age: 3, size: '2-3 y', gender: 'Boys' }],
    ['lehenga for 8-year-old', { words: ['lehenga'], age: 8, size: '8-9 y', gender: null }],
    // Hinglish
    ['3 saal ki ladki ke liye frock', { words: ['frock'], age: 3, size: '2-3 y', gender: 'Girls' }],
    ['ladka kurta 10 sal', { words: ['kurta'], age: 10, size: '10-11 y', gender: 'Boys' }],
    // Hindi, with Devanagari digits too
    ['5 साल की लड़की के लिए फ्रॉक', { words: ['फ्रॉक'], age: 5, size: '4-5 y', gender: 'Girls' }],
    ['लड़का कुर्ता ७ साल', { words: ['कुर्ता'], age: 7, size: '6-7 y', gender: 'Boys' }],
    ['उम्र 9 शर्ट', { words: ['शर्ट'], age: 9, size: '8-9 y', gender: null }],
  ];
  it.each(cases)('%s', (query, expected) => {
    expect(understandSearch(query)).toEqual(expected);
  });

  it('reads the nukta letters of लड़की typed either way (one code point or two)', () => {
    expect(understandSearch('\u0932\u095c\u0915\u0940 frock').gender).toBe('Girls');
    expect(understandSearch('\u0932\u0921\u093c\u0915\u0940 frock').gender).toBe('Girls');
  });

  it('leaves a number that is not an age among the words', () => {
    expect(understandSearch('vest pack of 3')).toEqual({
      words: ['vest', 'pack', '3'],
      age: null,
      size: null,
      gender: null,
    });
  });

  it('understands an age no size fits, with no size', () => {
    expect(understandSearch('frock 14 years')).toMatchObject({ words: ['frock'], age: 14, size: null });
  });

  it('narrows no gender when both are named', () => {
    expect(understandSearch('boys and girls t-shirt')).toMatchObject({ words: ['t-shirt'], gender: null });
  });

  it('leaves a plain search as it was', () => {
    expect(understandSearch('Night Suit')).toEqual({
      words: ['night', 'suit'],
      age: null,
      size: null,
      gender: null,
    });
  });

  it('writes a search back that is understood the same, with a part left out', () => {
    const understood = understandSearch('dress for 5 year girl');
    expect(understandSearch(searchTextOf(understood))).toEqual(understood);
    expect(understandSearch(searchTextOf({ ...understood, age: null }))).toEqual({
      ...understood,
      age: null,
      size: null,
    });
    expect(searchTextOf({ ...understood, words: [] })).toBe('5 years girls');
  });
});

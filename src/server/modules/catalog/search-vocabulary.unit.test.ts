import { describe, expect, it } from 'vitest';
import { searchTerms } from './search';
import type { DbOrTx } from '../../db/client';
import {
  completions,
  GROUP_KEYS,
  editDistance,
  forgetVocabulary,
  GROUP_WORDS,
  nameVocabulary,
  nearSpellings,
  SEARCH_GROUPS,
  searchGroup,
  vocabularyKey,
} from './search-vocabulary';

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

describe('the search vocabulary', () => {
  it('holds only words a tsquery can take as they are (letters, marks, single hyphens and spaces)', () => {
    for (const group of SEARCH_GROUPS) {
      for (const entry of group)
        expect(entry, entry).toMatch(/^[\p{Ll}\p{Lo}\p{M}]+(?:[- ][\p{Ll}\p{Lo}\p{M}]+)*$/u);
    }
  });

  it('puts every word in one group only', () => {
    const keys = SEARCH_GROUPS.flatMap((group) => [...new Set(group.map(vocabularyKey))]);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('maps everyday, regional and Hindi words to the catalog word', () => {
    expect(searchGroup('jeans')?.[0]).toBe('denim');
    expect(searchGroup('ghagra')?.[0]).toBe('lehenga');
    expect(searchGroup('nightdress')?.[0]).toBe('night suit');
    expect(searchGroup('banyan')?.[0]).toBe('vest');
    expect(searchGroup('कुर्ता')?.[0]).toBe('kurta');
    expect(searchGroup('लहंगा')?.[0]).toBe('lehenga');
    expect(searchGroup('फ्रॉक')?.[0]).toBe('frock');
    expect(searchGroup('T-Shirts')?.[0]).toBe('t-shirt');
    expect(searchGroup('pinafore')).toBeUndefined();
  });

  it('joins words typed apart, keeps Devanagari vowel signs, and finds typos of vocabulary words', () => {
    expect(searchTerms('t shirt for boys').map((t) => t.typed)).toEqual(['t shirt', 'for', 'boys']);
    expect(searchTerms('night dress')[0]).toMatchObject({ joined: true, group: searchGroup('night suit') });
    expect(searchTerms('कुर्ता!')[0]?.typed).toBe('कुर्ता');
    expect(nearSpellings(GROUP_WORDS, ['tshrt', 'jens']).get('tshrt')).toContain('tshirt');
    expect(nearSpellings(GROUP_WORDS, ['jens']).get('jens')).toContain('jeans');
  });
});

describe('the vocabulary of product names', () => {
  /** A database that answers the vocabulary query after `ms`, counting how often it was asked. */
  function slowDatabase(words: string, ms = 20) {
    const calls = { count: 0 };
    const db = {
      execute: async () => {
        calls.count++;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { rows: [{ words }] };
      },
    } as unknown as DbOrTx;
    return { db, calls };
  }

  it('is read once however many searches ask for it at once after a start', async () => {
    const { db, calls } = slowDatabase('frock kurta');
    const key = {};
    const answers = await Promise.all(Array.from({ length: 50 }, () => nameVocabulary(key, db)));
    expect(calls.count).toBe(1);
    expect(answers.every((words) => words.join(' ') === 'frock kurta')).toBe(true);
    await nameVocabulary(key, db);
    expect(calls.count).toBe(1);
  });

  it('is read anew after the catalog changed, even when the change came during a read', async () => {
    const { db, calls } = slowDatabase('frock');
    const key = {};
    const during = nameVocabulary(key, db);
    forgetVocabulary(key);
    await during;
    await nameVocabulary(key, db);
    expect(calls.count).toBe(2);
  });
});

describe('the words a word being typed may become', () => {
  const names = ['frock', 'frocks', 'front', 'frozen', 'floral', 'kurta', 'kurti', 'party'];

  it("are the vocabulary's words first, then the names' words, shortest first", () => {
    expect(completions(GROUP_KEYS, names, 'fro')).toEqual(['frock', 'front', 'frocks', 'frozen']);
    expect(completions(GROUP_KEYS, names, 'kur')).toEqual(['kurta', 'kurti', 'kurtha']);
  });

  it('compare as the vocabulary does: case, hyphens and spaces aside, Devanagari in NFC', () => {
    expect(completions(GROUP_KEYS, names, 'T-Sh')).toEqual(['tshirt']);
    expect(completions(GROUP_KEYS, names, 'फ्रॉ')).toEqual(['फ्रॉक']);
    expect(completions(GROUP_KEYS, names, 'फ्रॉ'.normalize('NFD'))).toEqual(['फ्रॉक']);
  });

  it('are at most `max`, and none for nothing typed', () => {
    expect(completions(GROUP_KEYS, names, 'f', 3)).toHaveLength(3);
    expect(completions(GROUP_KEYS, names, ' - ')).toEqual([]);
    expect(completions(GROUP_KEYS, names, 'qxz')).toEqual([]);
  });
});

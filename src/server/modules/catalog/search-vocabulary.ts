import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staleWhileRevalidate, type StaleWhileRevalidate } from '../../stale-while-revalidate';

/*
 * The shop's search vocabulary, in one place (docs/decisions/0015-catalog-search.md).
 *
 * Each group is one garment, cut or category: first as the catalog names it, then as parents type it: everyday and
 * regional words (jeans, ghagra, banyan), spellings edit distance would not reach, and Hindi in Devanagari. A word
 * of a group finds products whose name, category or gender has any word of the group; the word as typed is also
 * looked for in descriptions (ranked below name matches). Entries of two words ('night suit') are found as a phrase
 * of the name, and typing them apart or together ('t shirt', 'tshirt', 't-shirt') is the same.
 */
export const SEARCH_GROUPS: readonly (readonly string[])[] = [
  ['frock', 'dress', 'gown', 'फ्रॉक', 'फ्राक', 'ड्रेस'],
  ['kurta', 'kurti', 'kurtha', 'कुर्ता', 'कुरता', 'कुर्ती'],
  ['t-shirt', 'tee', 'tshirt', 'टी-शर्ट', 'टीशर्ट'],
  ['shirt', 'कमीज़', 'कमीज', 'शर्ट'],
  ['night suit', 'nightwear', 'nightdress', 'night dress', 'sleepwear', 'नाइट सूट', 'नाइटसूट'],
  ['pyjama', 'pajama', 'payjama', 'पजामा', 'पायजामा'],
  ['lehenga', 'lengha', 'ghagra', 'ghaghra', 'chaniya', 'pavadai', 'लहंगा', 'लेहेंगा', 'घाघरा'],
  ['denim', 'jeans', 'जींस'],
  ['vest', 'banyan', 'baniyan', 'banian', 'बनियान'],
  ['shorts', 'half pant', 'nikker', 'knickers', 'निक्कर', 'शॉर्ट्स'],
  ['jacket', 'windcheater', 'hoodie', 'जैकेट'],
  ['blazer', 'coat', 'ब्लेज़र', 'कोट'],
  ['track suit', 'tracksuit', 'joggers', 'track pant', 'ट्रैक सूट'],
  ['sherwani', 'शेरवानी'],
  ['choli', 'blouse', 'चोली'],
  ['dupatta', 'chunni', 'दुपट्टा'],
  ['ethnic', 'traditional', 'desi'],
  ['boys', 'boy', 'ladka', 'लड़का', 'लड़के'],
  ['girls', 'girl', 'ladki', 'लड़की', 'लड़कियां'],
];

/** How an entry or a typed word is looked up: Unicode-normalised, lower-cased, without spaces, hyphens or joiners. */
export function vocabularyKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-\u200c\u200d]+/g, '');
}

const groupOfKey = new Map<string, readonly string[]>(
  SEARCH_GROUPS.flatMap((group) => group.map((entry) => [vocabularyKey(entry), group] as const)),
);

/** The group a typed word (or two typed words run together) belongs to; a plural 's' is tried off too. */
export function searchGroup(typed: string): readonly string[] | undefined {
  const key = vocabularyKey(typed);
  return groupOfKey.get(key) ?? (key.endsWith('s') ? groupOfKey.get(key.slice(0, -1)) : undefined);
}

/** Words of the groups that typos are matched against, besides the names' own words ('tshrt' → tshirt). */
export const GROUP_WORDS: readonly string[] = [...new Set(groupOfKey.keys())].filter(
  (key) => key.length >= 4,
);

/** Every word of the groups as it is looked up ('tee', 'nightsuit', 'फ्रॉक'): what a word being typed may become. */
export const GROUP_KEYS: readonly string[] = [...groupOfKey.keys()];

/**
 * The words a word being typed may become ('fro' → frock, frocks, front), for suggestions while typing: words of
 * the search vocabulary first (they bring their synonyms and Hindi twins), then the product names' words, shortest
 * first; at most `max`. Compared as vocabulary keys, so 'T-sh' finds 'tshirt' and Devanagari is compared in NFC.
 */
export function completions(
  groupKeys: readonly string[],
  nameWords: readonly string[],
  typed: string,
  max = 8,
): string[] {
  const prefix = vocabularyKey(typed);
  if (prefix === '') return [];
  const starting = (words: readonly string[]) =>
    words.filter((word) => word.startsWith(prefix)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  return [...new Set([...starting(groupKeys), ...starting(nameWords)])].slice(0, max);
}

/*
 * Typo tolerance against the words of product names rather than against every product: the catalog's vocabulary
 * (a few hundred to a few thousand distinct words, however many products) is kept in memory, a misspelled word is
 * matched to its near spellings there (edit distance, in memory), and the search then runs on the full-text index
 * with those spellings as alternatives. Comparing one word with 100,000 names cost 100–500 ms; this costs well under
 * a millisecond for a few thousand words.
 *
 * The vocabulary is reloaded in the background when older than VOCABULARY_TTL_MS (reading every name costs about
 * 100 ms of the database on 100,000 products, so not often), and at once on the instance where an admin changes a
 * product. A word new to the shop is found by exact search at once; only its misspellings wait for the next reload.
 */

const VOCABULARY_TTL_MS = 5 * 60_000;

/** Each database's vocabulary (`key`: the database), forgotten when the catalog changes. */
const vocabularies = new WeakMap<object, StaleWhileRevalidate<readonly string[]>>();

async function loadVocabulary(db: DbOrTx): Promise<readonly string[]> {
  const result = (await db.execute(
    // regexp_replace and string_to_array: five times cheaper than regexp_split_to_table on 100,000 names.
    sql`select coalesce(string_agg(distinct word, ' '), '') as words
        from products,
             unnest(string_to_array(regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g'), ' ')) as word
        where price_paise >= 1 and status = 'active' and length(word) >= 3`,
  )) as unknown as { rows: { words: string }[] };
  const words = result.rows[0]?.words ?? '';
  return words === '' ? [] : words.split(' ');
}

/**
 * The distinct words of product names, lower-cased. `key` is the database (one per app). One read however many
 * searches ask at once (under load, 50 misspelled searches after a start each read every name: ten reads of 1.4 s
 * each were measured, more database time than all the searches of that run); five minutes on, the words known are
 * still answered while they are read again behind the answer.
 */
export function nameVocabulary(key: object, db: DbOrTx, now = Date.now()): Promise<readonly string[]> {
  let vocabulary = vocabularies.get(key);
  if (!vocabulary) {
    vocabulary = staleWhileRevalidate(() => loadVocabulary(db), VOCABULARY_TTL_MS);
    vocabularies.set(key, vocabulary);
  }
  return vocabulary.get(now);
}

/** Forgets the vocabulary (tests, and after a product is added or renamed). */
export function forgetVocabulary(key: object): void {
  // A read under way when the catalog changed is answered to the searches waiting for it, and kept by no one.
  vocabularies.delete(key);
}

/**
 * How many letters a typo may get wrong (an edit: a letter added, dropped, changed, or two swapped): one in a
 * short word ('frok' → frock, 'jaket' → jacket), two from six letters ('elefant' → elephant, 'dinosor' → dinosaur).
 */
const typoEdits = (word: string): number => (word.length >= 6 ? 2 : 1);

/** The edit distance of two words (optimal string alignment), or Infinity once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return Infinity;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= max ? previous[b.length]! : Infinity;
}

/** For each word, the vocabulary words within typo distance of it (nearest first, at most 5), in memory. */
export function nearSpellings(vocabulary: readonly string[], words: string[]): Map<string, string[]> {
  return new Map(
    words.map((word) => {
      const max = typoEdits(word);
      const near = vocabulary
        .map((candidate) => ({ candidate, distance: editDistance(word, candidate, max) }))
        .filter(({ distance }) => distance > 0 && distance <= max)
        .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
        .slice(0, 5)
        .map(({ candidate }) => candidate);
      return [word, near];
    }),
  );
}

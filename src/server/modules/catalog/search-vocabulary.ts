import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Typo tolerance against the words of product names rather than against every product: the catalog's vocabulary
 * (a few hundred to a few thousand distinct words, however many products) is kept in memory, a misspelled word is
 * matched to its near spellings there (pg_trgm word similarity), and the search then runs on the full-text index
 * with those spellings as alternatives. Comparing one word with 100,000 names cost 100–500 ms; this costs a few.
 *
 * The vocabulary is reloaded in the background when older than VOCABULARY_TTL_MS. A word new to the shop is found
 * by exact search at once; only its misspellings wait for the next reload.
 */

/** Word similarity a typo must reach to count as a match ('frok' ~ 'frock' is 0.6). */
export const TYPO_THRESHOLD = 0.5;
export const VOCABULARY_TTL_MS = 60_000;

interface Vocabulary {
  text: string;
  loadedAt: number;
  refreshing?: Promise<void> | undefined;
}
const vocabularies = new WeakMap<object, Vocabulary>();

async function loadVocabulary(db: DbOrTx): Promise<string> {
  const result = (await db.execute(
    sql`select coalesce(string_agg(distinct word, ' '), '') as words
        from products, regexp_split_to_table(lower(name), '[^[:alnum:]]+') as word
        where price_paise >= 1 and length(word) >= 3`,
  )) as unknown as { rows: { words: string }[] };
  return result.rows[0]?.words ?? '';
}

/** The distinct words of product names, lower-cased, space-separated. `key` is the database (one per app). */
export async function nameVocabulary(key: object, db: DbOrTx, now = Date.now()): Promise<string> {
  const known = vocabularies.get(key);
  if (!known) {
    const fresh = { text: await loadVocabulary(db), loadedAt: now };
    vocabularies.set(key, fresh);
    return fresh.text;
  }
  if (now - known.loadedAt > VOCABULARY_TTL_MS && !known.refreshing) {
    known.refreshing = loadVocabulary(db)
      .then((text) => Object.assign(known, { text, loadedAt: Date.now() }))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (known.refreshing = undefined));
  }
  return known.text;
}

/** Forgets the vocabulary (tests, and after a product is added or renamed). */
export function forgetVocabulary(key: object): void {
  vocabularies.delete(key);
}

/** For each word, the vocabulary words within typo distance of it (best first, at most 5). */
export async function nearSpellings(
  db: DbOrTx,
  vocabulary: string,
  words: string[],
): Promise<Map<string, string[]>> {
  const near = new Map<string, string[]>(words.map((w) => [w, []]));
  if (words.length === 0 || vocabulary === '') return near;
  const result = (await db.execute(
    sql`select q.word, v.word as near
        from unnest(${`{${words.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) as q(word),
             regexp_split_to_table(${vocabulary}, ' ') as v(word)
        where word_similarity(q.word, v.word) >= ${TYPO_THRESHOLD}
        order by q.word, word_similarity(q.word, v.word) desc, v.word`,
  )) as unknown as { rows: { word: string; near: string }[] };
  for (const row of result.rows) {
    const list = near.get(row.word);
    if (list && list.length < 5) list.push(row.near);
  }
  return near;
}

import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';

/**
 * The weighted document searched by full-text search: a stored generated column with a GIN index, added by
 * migration 0001_catalog_search.sql (name A, category and gender B, description C). Stored, so that ranking
 * thousands of matches does not re-parse their descriptions.
 */
export const PRODUCT_SEARCH_VECTOR = sql`${products}."search_vector"`;

/** How Indian parents name the same garment; each word also finds the others of its group. */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['frock', 'dress'],
  ['kurta', 'kurti'],
  ['tee', 't-shirt', 'tshirt'],
  ['nightwear', 'pyjama', 'pajama', 'nightsuit'],
];

/** Words of a search, at most 8, lower-cased; the query is text to match, never a pattern. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '')
    .slice(0, 8);
}

/** A word and its synonyms, e.g. frock → [frock, dress]. */
export function withSynonyms(word: string): string[] {
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const group = SEARCH_SYNONYMS.find((g) => g.includes(word) || g.includes(singular));
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}

/** Words shorter than this are matched by full-text search only; a trigram of 'a' matches far too much. */
export const TYPO_MIN_LENGTH = 4;

/**
 * The match condition: every word (through any synonym, or on the typo path any near spelling) is found by
 * full-text search on the weighted document, served by its GIN index.
 */
export function searchCondition(vector: SQL, words: string[], nearSpellings?: Map<string, string[]>): SQL {
  return sql`${vector} @@ (${searchTsQuery(words, nearSpellings)})`;
}

/**
 * The tsquery of a search: every word must match (AND), each word through any of its synonyms or near spellings (OR).
 * Every word is a bound parameter handed to plainto_tsquery, so operators typed by a shopper are just text.
 */
export function searchTsQuery(words: string[], nearSpellings?: Map<string, string[]>): SQL {
  const perWord = words.map((word) => {
    const spellings = [...new Set([...withSynonyms(word), ...(nearSpellings?.get(word) ?? [])])];
    const alternatives = spellings.map((w) => sql`plainto_tsquery('english'::regconfig, ${w})`);
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql.join(perWord, sql` && `);
}

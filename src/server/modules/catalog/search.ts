import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery } from '../../../contract/catalog';
import { INLINE_VALUES, placeholderValues, type StatementValues } from '../../db/prepared';
import { products } from '../../db/schema';
import { searchGroup } from './search-vocabulary';

/**
 * The weighted document searched by full-text search: a stored generated column with a GIN index, added by
 * migration 0001_catalog_search.sql (name A, category and gender B, description C). Stored, so that ranking
 * thousands of matches does not re-parse their descriptions.
 */
export const PRODUCT_SEARCH_VECTOR = sql`${products}."search_vector"`;

/**
 * The name's words alone, weight A as in the whole document: a stored generated column added by migration
 * 0022_product_name_vector.sql, read by the ranking of every match a search keeps (`nameMatches`), where taking
 * them out of the whole document (`ts_filter`) for each match cost a search more than reading them.
 */
const PRODUCT_NAME_VECTOR = sql`${products}."name_vector"`;

/** At most this many terms of a search are used. */
const MAX_TERMS = 8;

/**
 * One thing a shopper asked for: a word as typed ('jeans', 'कुर्ता'), or two typed words that together are one word
 * of the vocabulary ('t shirt', 'night suit'), with the vocabulary group it belongs to.
 */
export interface SearchTerm {
  typed: string;
  /** The word's group in the search vocabulary (search-vocabulary.ts), if it has one. */
  group?: readonly string[] | undefined;
  /** True when the term was typed as two words ('t shirt'): the words alone would find other things ('shirt'). */
  joined?: boolean;
}

/**
 * The words of a search, lower-cased and Unicode-normalised; the query is text to match, never a pattern. Marks
 * are letters here (Devanagari vowel signs: 'कुर्ता' ends in one).
 */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

/**
 * The key of a search in the catalog cache: searches that differ only in case, spacing or punctuation around words
 * are the same search, so "Frock", "frock " and "frock!" share one entry.
 */
export function searchCacheKey(query: SearchQuery): string {
  const { q, page, limit, ...filtersAndSort } = query;
  return `${searchWords(q).join(' ')}|${page}|${limit}|${JSON.stringify(filtersAndSort)}`;
}

/** The terms of a search, at most 8: 't shirt' and 'night dress' are joined into the one word they mean. */
export function searchTerms(query: string): SearchTerm[] {
  const words = searchWords(query);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length && terms.length < MAX_TERMS; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
    const pairGroup = pair ? searchGroup(pair) : undefined;
    if (pair && pairGroup) {
      terms.push({ typed: pair, group: pairGroup, joined: true });
      i++;
    } else {
      terms.push({ typed: words[i]!, group: searchGroup(words[i]!) });
    }
  }
  return terms;
}

/**
 * Vocabulary entries as one tsquery restricted to the name, category and gender (weights A and B): a synonym found
 * only in a description ('a jacket that layers over dresses') is no match for 'frock'. Entries are the shop's own
 * words (a unit test holds them to letters, marks, hyphens and single spaces), never a shopper's text. One
 * `to_tsquery` of all of a term's entries ('frock:AB | dress:AB | (night:AB & suit:AB)') rather than one per entry:
 * the same query in a fraction of the statement, which is built for every uncached search.
 */
export function entriesTsQueryText(entries: readonly string[]): string {
  return entries
    .map((entry) => {
      const words = entry.split(' ').map((word) => `${word}:AB`);
      return words.length > 1 ? `(${words.join(' & ')})` : words[0]!;
    })
    .join(' | ');
}

/**
 * How a search's statement is written. `values`: its words and numbers bound inline (the default), or as
 * placeholders for a statement prepared once for any words. `once`: each term's tsquery is a subquery of its own,
 * computed once per run, instead of an expression PostgreSQL folds into a constant when it plans the statement with
 * its words: a plan kept for any words would otherwise parse the words again for every product it tests
 * (docs/decisions/0091-whole-catalog-searches-prepared.md).
 */
export interface SearchStatementForm {
  values: StatementValues;
  once: boolean;
}

/** Values inline, tsqueries folded: a statement planned with its words every time. */
export const PLANNED_WITH_ITS_WORDS: SearchStatementForm = { values: INLINE_VALUES, once: false };

/** Values as placeholders, each tsquery computed once per run: a statement prepared once for any words. */
export const preparedForAnyWords = (): SearchStatementForm => ({ values: placeholderValues(), once: true });

/** The words a term is found by: as typed (a bound parameter to plainto_tsquery), and its group's entries. */
function termAlternatives(term: SearchTerm, near: readonly string[], { values }: SearchStatementForm): SQL[] {
  const typed = term.joined ? [] : [term.typed];
  const groups = [term.group, ...near.map((word) => searchGroup(word))].filter(
    (group): group is readonly string[] => group !== undefined,
  );
  const plain = [...new Set([...typed, ...near.filter((word) => !searchGroup(word))])];
  const entries = [...new Set(groups.flat())];
  return [
    ...plain.map((word) => sql`plainto_tsquery('english'::regconfig, ${values.bind(word)})`),
    ...(entries.length > 0
      ? [sql`to_tsquery('english'::regconfig, ${values.bind(entriesTsQueryText(entries))})`]
      : []),
  ];
}

/** One term's tsquery: any of its alternatives (OR). On the typo path, `near` holds near spellings per typed word. */
function termTsQuery(
  term: SearchTerm,
  nearSpellings: Map<string, string[]> | undefined,
  form: SearchStatementForm,
) {
  return sql`(${sql.join(termAlternatives(term, nearSpellings?.get(term.typed) ?? [], form), sql` || `)})`;
}

/** A tsquery as the form writes it: as it is, or computed once per run (a subquery, which also holds its ANDs). */
const written = (tsquery: SQL, form: SearchStatementForm): SQL =>
  form.once ? sql`(select ${tsquery})` : tsquery;

/** The tsquery of a search: every term must match (AND), each through any of its alternatives (OR). */
export function searchTsQuery(
  terms: SearchTerm[],
  nearSpellings?: Map<string, string[]>,
  form: SearchStatementForm = PLANNED_WITH_ITS_WORDS,
): SQL {
  return written(
    sql.join(
      terms.map((term) => termTsQuery(term, nearSpellings, form)),
      sql` && `,
    ),
    form,
  );
}

/** The match condition, served by the document's GIN index. */
export function searchCondition(
  vector: SQL,
  terms: SearchTerm[],
  nearSpellings?: Map<string, string[]>,
  form: SearchStatementForm = PLANNED_WITH_ITS_WORDS,
): SQL {
  return sql`${vector} @@ (${searchTsQuery(terms, nearSpellings, form)})`;
}

/**
 * How many terms a product's name answers: ranking puts products named after what was asked for ('T-Shirt') before
 * those that only mention it in their category or description.
 */
export function nameMatches(
  terms: SearchTerm[],
  nearSpellings?: Map<string, string[]>,
  form: SearchStatementForm = PLANNED_WITH_ITS_WORDS,
): SQL<number> {
  return sql.join(
    terms.map(
      (term) =>
        sql`(${PRODUCT_NAME_VECTOR} @@ ${written(termTsQuery(term, nearSpellings, form), form)})::int`,
    ),
    sql` + `,
  ) as SQL<number>;
}

/** Words shorter than this are matched by full-text search only; a near spelling of 'a' matches far too much. */
export const TYPO_MIN_LENGTH = 4;

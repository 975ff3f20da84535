import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SUGGESTED_PRODUCTS,
  SUGGESTED_SEARCHES,
  type ProductCard,
  type SuggestedProduct,
  type SuggestedSearch,
  type Suggestions,
} from '../../../contract/catalog';
import { PRICE_FILTER_DEFAULTS } from '../../../contract/constants';
import { SUGGEST_TEXT } from '../../../contract/messages';
import { searchTextOf, understandSearch, type UnderstoodSearch } from '../../../contract/search-phrase';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { cardFromRow } from './catalog.service';
import { listed } from './listed';
import { PRODUCT_SEARCH_VECTOR, searchCondition, searchTerms, searchWords, type SearchTerm } from './search';
import { searchFilter, type SearchFilter } from './search-filter';
import { searchSelect, typoAlternatives } from './search.service';
import { newestWindowStart, SEARCH_WINDOWS } from './search-window';
import { completions, GROUP_KEYS, nameVocabulary, searchGroup, vocabularyKey } from './search-vocabulary';

/**
 * How many of the best matches the scoped searches are counted from: enough to see the categories a word is
 * mostly found in, few enough to stay one small page of the search's own statement.
 */
const SCOPE_SAMPLE = 20;

/**
 * How many of the newest matches are ranked for suggestions: the best five of the newest 200 matches are as good a
 * hint as those of the newest 1,000 the search page ranks, at a fifth of the ranking (the cost of a suggestion).
 */
const SUGGEST_CANDIDATES = 200;

/** No list filters: a suggestion searches what was typed, and only a scoped search chooses a category. */
const NO_FILTERS = {
  category: [],
  gender: [],
  minPrice: PRICE_FILTER_DEFAULTS.min,
  maxPrice: PRICE_FILTER_DEFAULTS.max,
  size: undefined,
};

/** The catalog cache's key of a suggestion: texts that differ only in case, spacing or punctuation share it. */
export const suggestCacheKey = (q: string) => `suggest:${searchWords(q).join(' ')}`;

/**
 * The best matches for suggestions: among the newest products first (the search's smallest window, whatever the
 * number of words: "denim sh" matches thousands over the whole catalog), and over the whole catalog when the window
 * holds fewer than SCOPE_SAMPLE matches. Then the matches are few (rare words, or words that never meet), so they
 * are read through the full-text index first, as a MATERIALIZED CTE: asked like the search, the planner walked the
 * newest products expecting an early match, and for words that never meet read all 100,000 (380 ms).
 */
async function suggestRows(db: Db, terms: SearchTerm[], near: Map<string, string[]>, filter: SearchFilter) {
  const select = (since: Date | undefined, where: SQL | undefined) =>
    searchSelect(db, terms, SCOPE_SAMPLE, 0, {
      near,
      since,
      filter: where,
      candidateCount: SUGGEST_CANDIDATES,
    });
  const since = await newestWindowStart(db, SEARCH_WINDOWS[0]!);
  if (since) {
    const rows = await select(since, filter.where);
    if (rows.length >= SCOPE_SAMPLE) return rows;
  }
  const match = terms.length > 0 ? searchCondition(PRODUCT_SEARCH_VECTOR, terms, near) : undefined;
  const newest = (await db.execute(sql`
    with matches as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at from ${products}
      where ${and(listed(), match, filter.where)}
    )
    select id from matches order by created_at desc, id desc limit ${SUGGEST_CANDIDATES}`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const ids = newest.rows.map((row) => row.id);
  return ids.length === 0 ? [] : select(undefined, and(filter.where, inArray(products.id, ids)));
}

/** A suggested product: a card's name, main picture and prices. */
function suggestedProduct(card: ProductCard): SuggestedProduct {
  const picture = card.imageSet[0];
  return {
    _id: card._id,
    name: card.name,
    image: card.images[0] ?? '',
    srcSet: picture?.srcSet ?? '',
    price: card.price,
    ...(card.discountPrice < card.price ? { discountPrice: card.discountPrice } : {}),
  };
}

/**
 * The word being typed as the best match names it: a completion (or a near spelling), or a word of its group, that
 * the best match's name holds ('fro' → frock, 'फ्रॉ' → frock); else the first completion, else as typed.
 */
function completedWord(
  typed: string,
  alternatives: readonly string[],
  best: ProductCard | undefined,
): string {
  const named = new Set(best ? searchWords(best.name).map(vocabularyKey) : []);
  const candidates = alternatives.flatMap((word) => [word, ...(searchGroup(word) ?? []).map(vocabularyKey)]);
  return candidates.find((word) => named.has(word)) ?? alternatives[0] ?? typed;
}

/**
 * Searches scoped to where the best matches are: their most frequent categories, each with the child's gender
 * (understood from the words, else that of the matches when they are not unisex), most matches first.
 */
function scopedSearches(cards: ProductCard[], understood: UnderstoodSearch, what: string): SuggestedSearch[] {
  const scopes = new Map<
    string,
    { scope: Omit<SuggestedSearch, 'label' | 'what' | 'query'>; count: number }
  >();
  for (const card of cards) {
    const gender = understood.gender ?? (card.gender === 'Unisex' ? undefined : card.gender);
    const key = `${card.category}|${gender ?? ''}`;
    const known = scopes.get(key);
    if (known) known.count += 1;
    else scopes.set(key, { scope: { category: card.category, ...(gender ? { gender } : {}) }, count: 1 });
  }
  // A stable sort: equal counts keep the order of their best match.
  return [...scopes.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, SUGGESTED_SEARCHES)
    .map(({ scope }) => ({
      ...scope,
      label: SUGGEST_TEXT.scopedLabel(what, scope.category, scope.gender),
      what,
      query: searchTextOf({ ...understood, words: what === '' ? [] : what.split(' '), gender: null }),
    }));
}

/**
 * Suggestions for a search being typed: the best matching products and searches scoped to a category. The search's
 * own reading and matching (age, gender, vocabulary, misspellings, the newest-products windows) with one addition:
 * the last word may be unfinished, so it also matches the words it may become ('fro' → frock and its synonyms).
 * A single character suggests nothing: it would match most of the catalog and tell the shopper nothing.
 */
export async function suggest(db: Db, q: string, publicUrl: string): Promise<Suggestions> {
  const understood = understandSearch(q);
  const empty = { products: [], categories: [], understood };
  if ([...q].length < 2) return empty;
  // A last word of one letter is still being typed ("pink f"): the words before it are searched.
  const words = understood.words.filter(
    (word, i) => i < understood.words.length - 1 || [...word].length > 1 || understood.words.length === 1,
  );
  const terms = searchTerms(words.join(' '));
  const filter = searchFilter(understood, { ...NO_FILTERS });
  if (terms.length === 0 && filter.key === '') return empty;
  const last = terms.at(-1);
  const near = new Map<string, string[]>();
  if (last && !last.joined && [...last.typed].length > 1) {
    const nameWords = await nameVocabulary(db, db);
    near.set(
      last.typed,
      completions(GROUP_KEYS, nameWords, last.typed).filter((word) => word !== last.typed),
    );
  }
  let rows = await suggestRows(db, terms, near, filter);
  if (rows.length === 0 && terms.length > 0) {
    // Nothing begins so: misspellings, as the search corrects them ('frok' → frock).
    const typos = await typoAlternatives(db, terms);
    for (const [word, spellings] of typos) near.set(word, [...(near.get(word) ?? []), ...spellings]);
    if ([...typos.values()].some((spellings) => spellings.length > 0))
      rows = await suggestRows(db, terms, near, filter);
  }
  const cards = rows.map((row) => cardFromRow(row, publicUrl));
  const what = last
    ? [
        ...terms.slice(0, -1).map((term) => term.typed),
        completedWord(last.typed, near.get(last.typed) ?? [], cards[0]),
      ].join(' ')
    : '';
  return {
    products: cards.slice(0, SUGGESTED_PRODUCTS).map(suggestedProduct),
    categories: cards.length > 0 ? scopedSearches(cards, understood, what) : [],
    understood,
  };
}

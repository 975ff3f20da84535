import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT, type SearchPage, type SearchQuery } from '../../../contract/catalog';
import type { SearchSort } from '../../../contract/constants';
import { searchTextOf, understandSearch } from '../../../contract/search-phrase';
import type { Db, DbOrTx } from '../../db/client';
import { runPreparedByText } from '../../db/prepared';
import { products } from '../../db/schema';
import { cardFromRow, cardWithPictureColumns, listOrder, PAID_SHARE } from './catalog.service';
import { listed } from './listed';
import {
  nameMatches,
  PLANNED_WITH_ITS_WORDS,
  preparedForAnyWords,
  PRODUCT_SEARCH_VECTOR,
  searchCondition,
  searchTerms,
  searchTsQuery,
  TYPO_MIN_LENGTH,
  type SearchStatementForm,
  type SearchTerm,
} from './search';
import { searchFilter, type SearchFilter } from './search-filter';
import { editDistance, GROUP_WORDS, nameVocabulary, nearSpellings } from './search-vocabulary';
import {
  newestWindowStart,
  rememberedWindow,
  rememberWindow,
  SEARCH_WINDOWS,
  searchWindowKey,
  windowFor,
} from './search-window';

/** The words' match condition; none for a search of an age or a gender alone. */
const matchCondition = (
  terms: SearchTerm[],
  near?: Map<string, string[]>,
  form?: SearchStatementForm,
): SQL | undefined =>
  terms.length > 0 ? searchCondition(PRODUCT_SEARCH_VECTOR, terms, near, form) : undefined;

/** What a search's SELECT may be narrowed by, besides its words (see `searchSelect`). */
interface SearchSelectOptions {
  /** Near spellings of the typed words (the typo path). */
  near?: Map<string, string[]>;
  /** Only products created since then (see `newestWindowStart`). */
  since?: Date;
  /** What else the products must be: the age's size, the child's gender, the list's filters (search-filter.ts). */
  filter?: SQL;
  /** Best match unless a list sort is asked; a sort orders the same matches (the newest SEARCH_COUNT_LIMIT + 1). */
  sort?: SearchSort;
  /** How many of the newest matches are ranked (suggestions rank fewer, see suggest.service.ts). */
  candidateCount?: number;
  /**
   * The words are known to match few of the products (a small share of a window, or none of it): every match is
   * read through the full-text index before the newest are kept, instead of walking the newest products testing
   * each one's document until enough match (see `searchRows`).
   */
  fewMatches?: boolean;
  /** How the statement is written (search.ts): planned with its words by default. */
  form?: SearchStatementForm;
}

/**
 * `OFFSET 0` on the matches' subquery: the planner then plans them for all their rows (through the GIN index) instead
 * of pushing the newest-first LIMIT into a walk of the newest products. Written as SQL because drizzle leaves out an
 * offset of the number 0.
 */
const ALL_MATCHES = sql`0` as unknown as number;

/**
 * The search's SELECT of a page of cards (also run under EXPLAIN by the catalog benchmark), with the number of
 * matches counted (at most SEARCH_COUNT_LIMIT + 1) on every row.
 *
 * Only the newest SEARCH_COUNT_LIMIT matches are ordered by rank: a broad word ("frock") matches one product in six
 * of a big catalog, and a search reads its matches among the newest products only (search-window.ts), so it costs
 * the same on 1,000 or 100,000 products (docs/decisions/0015-catalog-search.md). Products named after what was
 * asked for come first, then the full-text rank (name > category, gender > description), then the newest.
 */
export function searchSelect(
  tx: DbOrTx,
  terms: SearchTerm[],
  limit: number,
  offset: number,
  {
    near,
    since,
    filter,
    sort = 'relevance',
    candidateCount = SEARCH_COUNT_LIMIT + 1,
    fewMatches = false,
    form = PLANNED_WITH_ITS_WORDS,
  }: SearchSelectOptions = {},
) {
  const { bind } = form.values;
  // Ranked as each match is read, from the name's own document and the whole one: ranking the few matches a window
  // or the index gives beyond those kept costs less than carrying every match's document through the newest-first
  // sort (docs/decisions/0085-search-ranked-as-read.md). A search of an age or a gender alone ("girls 5 years") has
  // no words to rank by, and a list sort does not rank: the newest come first, or the sort decides.
  const ranks = terms.length > 0 && sort === 'relevance';
  const matching = tx
    .select({
      id: products.id,
      createdAt: products.createdAt,
      nameMatches: (ranks ? nameMatches(terms, near, form) : sql<number>`0`).as('name_matches'),
      rank: (ranks
        ? sql<number>`ts_rank(${PRODUCT_SEARCH_VECTOR}, (${searchTsQuery(terms, near, form)}))`
        : sql<number>`0`
      ).as('rank'),
      discountPricePaise: products.discountPricePaise,
      paidShare: sql<number>`${PAID_SHARE}`.as('paid_share'),
      unitsSold30d: products.unitsSold30d,
    })
    .from(products)
    .where(
      and(
        listed(),
        matchCondition(terms, near, form),
        filter,
        since ? gte(products.createdAt, bind(since)) : undefined,
      ),
    );
  const matches = (fewMatches ? matching.offset(ALL_MATCHES) : matching).as('matches');
  const candidates = tx
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      nameMatches: matches.nameMatches,
      rank: matches.rank,
      discountPricePaise: matches.discountPricePaise,
      paidShare: matches.paidShare,
      unitsSold30d: matches.unitsSold30d,
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(bind(candidateCount))
    .as('candidates');
  const relevance = ranks ? sql`${desc(candidates.nameMatches)}, ${desc(candidates.rank)}, ` : sql``;
  const order =
    sort === 'relevance'
      ? sql`${relevance}${desc(candidates.createdAt)}, ${asc(candidates.id)}`
      : sql.join(listOrder(sort, candidates), sql`, `);
  const ranked = tx
    .select({
      id: candidates.id,
      matches: sql<number>`count(*) over ()`.as('matches'),
      position: sql<number>`row_number() over (order by ${order})`.as('position'),
    })
    .from(candidates)
    // By the position just numbered: the ranking is written once (a third shorter statement to build and parse).
    .orderBy(sql`"position"`)
    .limit(bind(limit))
    .offset(bind(offset))
    .as('ranked');
  // The page's cards in the same statement: one round trip for a search instead of three.
  return tx
    .select({ matches: sql<number>`${ranked.matches}`.mapWith(Number), ...cardWithPictureColumns })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .orderBy(asc(ranked.position));
}

/**
 * A search over the whole catalog through the full-text index (`fewMatches`), run as a statement prepared once for
 * any words: its plan is the same for every search of its shape (the matches read through the GIN index, then the
 * newest kept and ranked), so PostgreSQL need not parse and plan it for every search. Its values are placeholders
 * and each tsquery is computed once per run (search.ts, `SearchStatementForm`). A search in a window of the newest
 * products is not prepared: whether the planner combines the window's range with the index depends on the words
 * (docs/decisions/0091-whole-catalog-searches-prepared.md).
 */
function fewMatchesRows(
  db: Db,
  terms: SearchTerm[],
  limit: number,
  offset: number,
  near: Map<string, string[]> | undefined,
  filter: SearchFilter,
  sort: SearchSort | undefined,
) {
  const form = preparedForAnyWords();
  const statement = searchSelect(db, terms, limit, offset, {
    near,
    filter: filter.whereWith(form.values),
    sort,
    fewMatches: true,
    form,
  });
  return runPreparedByText(db, statement, form.values, 'search');
}

/**
 * A page of a search's results, asked among the newest products first (search-window.ts): in the window the same
 * words were last answered in, else the smallest; when that window holds too few matches, in one sized from the share
 * it matched, or over the whole catalog. Words that matched too small a share of a window for any window to hold
 * enough (two words that seldom meet, 'floral shirt'; a rare or misspelled word) are asked over the whole catalog
 * through the full-text index (`fewMatches`): left to the planner, it walked the newest products testing each one
 * until enough matched, reading 41,000 products for 'floral shirt'
 * (docs/decisions/0079-few-matches-through-the-index.md).
 */
async function searchRows(
  db: Db,
  terms: SearchTerm[],
  limit: number,
  offset: number,
  near: Map<string, string[]> | undefined,
  windows: readonly number[],
  filter: SearchFilter,
  sort: SearchSort | undefined,
) {
  const select = (options: { since?: Date; fewMatches?: boolean }) =>
    options.fewMatches
      ? fewMatchesRows(db, terms, limit, offset, near, filter, sort)
      : searchSelect(db, terms, limit, offset, { near, filter: filter.where, sort, ...options });
  // A search of an age or a gender alone has no words whose share a window could tell.
  if (terms.length === 0) return select({});
  // A filter makes the words a smaller share of the products: it is part of what the window is remembered for.
  const typed = terms.map((term) => term.typed);
  const key = searchWindowKey(filter.key === '' ? typed : [...typed, filter.key], near);
  const remembered = rememberedWindow(db, key);
  // Only a window of these windows: a test asking the whole catalog (no windows) must never be given one.
  const known = remembered === null || (remembered !== undefined && windows.includes(remembered));
  let size = known ? remembered : (windows[0] ?? null);
  /** Whether a window showed the words too few for any window (remembered as the whole catalog, null). */
  let fewMatches = remembered === null;
  while (size !== null) {
    const since = await newestWindowStart(db, size);
    // The catalog is no larger than the window: what share the words are of it is not known.
    if (!since) return select({});
    const rows = await select({ since });
    const matches = rows[0]?.matches;
    if (matches !== undefined && matches > SEARCH_COUNT_LIMIT) {
      rememberWindow(db, key, size);
      return rows;
    }
    // An empty page past the window's matches tells nothing of the share they are. An empty first page does: the
    // words match nothing among the newest products (a misspelling, a rare word), and are asked over the whole
    // catalog from now on instead of in the window first.
    if (matches === undefined && offset > 0) return select({});
    const next = windowFor((matches ?? 0) / size, windows);
    size = next !== null && next > size ? next : null;
    fewMatches = size === null;
    rememberWindow(db, key, size);
  }
  return select({ fewMatches });
}

/** How many products match (at most SEARCH_COUNT_LIMIT + 1), for a page past the last one. */
async function countMatches(
  db: DbOrTx,
  terms: SearchTerm[],
  near: Map<string, string[]> | undefined,
  filter: SearchFilter,
): Promise<number> {
  const matches = db
    .select({ id: products.id })
    .from(products)
    .where(and(listed(), matchCondition(terms, near), filter.where))
    .limit(SEARCH_COUNT_LIMIT + 1)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.count ?? 0);
}

/**
 * Whether a search has any match. The matches are a MATERIALIZED CTE, planned for all its rows, so the planner takes
 * the GIN index, and read only up to the first one. Asked with LIMIT 1 instead, it planned to walk the newest
 * products until one matched, expecting an early hit for two common words: for words that never meet ('blue
 * shirt') that walk read all 100,000 products (50–300 ms), on the did-you-mean path of every search that found
 * nothing.
 */
export async function hasMatches(
  db: DbOrTx,
  terms: SearchTerm[],
  near?: Map<string, string[]>,
  filter?: SearchFilter,
): Promise<boolean> {
  const result = (await db.execute(sql`
    with matches as materialized (
      select ${products.id} from ${products}
      where ${and(listed(), matchCondition(terms, near), filter?.where)}
    )
    select exists (select 1 from matches) as found`)) as unknown as { rows: Array<{ found: boolean }> };
  return result.rows[0]?.found === true;
}

/** The words typos are matched against: the product names' words and the search vocabulary's. */
async function typoVocabulary(db: Db): Promise<readonly string[]> {
  return [...(await nameVocabulary(db, db)), ...GROUP_WORDS];
}

/** The typo path's alternatives: near spellings of each typed word of 4+ letters ('tshrt' → tshirt, 'jens' → jeans). */
export async function typoAlternatives(db: Db, terms: SearchTerm[]): Promise<Map<string, string[]>> {
  const typed = terms.filter((term) => !term.joined && term.typed.length >= TYPO_MIN_LENGTH);
  return nearSpellings(
    await typoVocabulary(db),
    typed.map((term) => term.typed),
  );
}

/** The known word nearest a typed one, a little further than the typo path looks (edits ≈ a third of the word). */
function nearestWord(vocabulary: readonly string[], word: string): string | undefined {
  const max = Math.min(3, Math.max(1, Math.ceil(word.length / 3)));
  let best: { word: string; distance: number } | undefined;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, max);
    if (distance < (best?.distance ?? Infinity)) best = { word: candidate, distance };
  }
  return best?.word;
}

/**
 * "Did you mean …" for a search that found nothing: its words with unknown ones replaced by the nearest known word
 * (or left out), else its single known words, garment words first. Only a suggestion that finds products is made.
 */
async function didYouMean(db: Db, terms: SearchTerm[], filter: SearchFilter): Promise<string | null> {
  const vocabulary = await typoVocabulary(db);
  const known = new Set(vocabulary);
  const fixed = terms.flatMap((term) => {
    if (term.group || known.has(term.typed) || [...term.typed].length < 3) return [term.typed];
    const nearest = nearestWord(vocabulary, term.typed);
    return nearest ? [nearest] : [];
  });
  const asked = terms.map((term) => term.typed).join(' ');
  const singles = [...fixed].sort(
    (a, b) => Number(!searchTerms(a)[0]?.group) - Number(!searchTerms(b)[0]?.group),
  );
  const tries = [...new Set([fixed.join(' '), ...singles])].filter((text) => text !== '' && text !== asked);
  for (const text of tries.slice(0, 4)) {
    if (await hasMatches(db, searchTerms(text), undefined, filter)) return text;
  }
  return null;
}

/**
 * A page of search results: full-text matches ranked (name matches first), through the search vocabulary's groups
 * (synonyms, regional and Hindi words). The child's age and gender named in the search narrow the products instead
 * of being searched as words (src/contract/search-phrase.ts). When nothing matches exactly, typed words of 4+
 * letters may be near spellings of known words (search-vocabulary.ts); when still nothing matches, a "Did you mean"
 * is worked out (keeping the age and gender).
 */
export async function searchPage(
  db: Db,
  query: SearchQuery,
  publicUrl: string,
  {
    suggest = true,
    windows = SEARCH_WINDOWS,
  }: {
    suggest?: boolean;
    /** The windows a one-word search may be asked in (tests make them small). */
    windows?: readonly number[];
  } = {},
): Promise<SearchPage> {
  const understood = understandSearch(query.q);
  const terms = searchTerms(understood.words.join(' '));
  const filter = searchFilter(understood, query);
  const empty = {
    items: [],
    totalItems: 0,
    moreItems: false,
    totalPages: 1,
    currentPage: query.page,
    understood,
  };
  if (terms.length === 0 && filter.key === '') return { ...empty, didYouMean: null };
  const offset = (query.page - 1) * query.limit;
  const run = (near?: Map<string, string[]>) =>
    searchRows(db, terms, query.limit, offset, near, windows, filter, query.sort);
  let near: Map<string, string[]> | undefined;
  let rows = await run();
  // An empty first page means no exact match at all; an empty later page may just be past the last match.
  if (
    rows.length === 0 &&
    terms.length > 0 &&
    (offset === 0 || !(await hasMatches(db, terms, undefined, filter)))
  ) {
    near = await typoAlternatives(db, terms);
    rows = [...near.values()].some((spellings) => spellings.length > 0) ? await run(near) : [];
  }
  const matches = rows[0]?.matches ?? (offset > 0 ? await countMatches(db, terms, near, filter) : 0);
  if (matches === 0) {
    const better = suggest && terms.length > 0 ? await didYouMean(db, terms, filter) : null;
    return {
      ...empty,
      didYouMean: better === null ? null : searchTextOf({ ...understood, words: better.split(' ') }),
    };
  }
  const totalItems = Math.min(matches, SEARCH_COUNT_LIMIT);
  return {
    items: rows.map((row) => cardFromRow(row, publicUrl)),
    totalItems,
    moreItems: matches > SEARCH_COUNT_LIMIT,
    totalPages: Math.max(1, Math.ceil(totalItems / query.limit)),
    currentPage: query.page,
    didYouMean: null,
    understood,
  };
}

import { desc } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { madeOncePer } from '../../made-once-per';
import { staleWhileRevalidate, type StaleWhileRevalidate } from '../../stale-while-revalidate';
import { products } from '../../db/schema';
import { listed } from './listed';

// A search ranks the newest SEARCH_COUNT_LIMIT + 1 of its matches. For a broad word ('frock': one product in seven
// of a big catalog) they all lie among the newest few thousand products, and asking only there lets the planner
// combine the GIN index with the window's range and read a few hundred heap pages instead of walking the newest
// products until enough match (docs/decisions/0015-catalog-search.md). When the window holds more than
// SEARCH_COUNT_LIMIT matches, the catalog's newest SEARCH_COUNT_LIMIT + 1 matches are all in it, so the answer is
// exactly the whole catalog's; otherwise the search is asked again, in a window sized from the share of products
// the first one matched, or over the whole catalog.

/** The windows a search may be asked in, smallest first (how many of the newest products). */
export const SEARCH_WINDOWS: readonly number[] = [8_000, 12_000, 16_000, 24_000, 32_000];

/** A window is sized for a quarter more matches than a search needs, as the share varies along the catalog. */
const WINDOW_MARGIN = 1.25;

/**
 * The smallest window expected to hold enough matches for words that matched this share of the products in a
 * window; null when none is (a rarer word is asked over the whole catalog).
 */
export function windowFor(share: number, windows: readonly number[] = SEARCH_WINDOWS): number | null {
  if (!(share > 0)) return null;
  const needed = (WINDOW_MARGIN * (SEARCH_COUNT_LIMIT + 1)) / share;
  return windows.find((size) => size >= needed) ?? null;
}

/**
 * Ten seconds: a catalog that grew since (an import) makes a window wider than its size until the start is read
 * again, which costs time, never results; reading it costs a few milliseconds an index walk.
 */
export const WINDOW_START_TTL_MS = 10_000;

const windowStartsOf = madeOncePer((_db: Db) => new Map<number, StaleWhileRevalidate<Date | null>>());

function readWindowStart(db: Db, size: number): Promise<Date | null> {
  return db
    .select({ createdAt: products.createdAt })
    .from(products)
    .where(listed())
    .orderBy(desc(products.createdAt), desc(products.id))
    .offset(size - 1)
    .limit(1)
    .then(([row]) => row?.createdAt ?? null);
}

/**
 * When the newest `size` products begin (null for a smaller catalog), per database. Read once; from then on a start
 * ten seconds old is still answered at once while it is read again behind it (src/server/stale-while-revalidate.ts):
 * products added since only make the window a little larger, and which products a search finds never depends on it.
 * Under 50 connections of searches, a search that waited for the read waited its turn for one of the pool's
 * connections twice.
 */
export function newestWindowStart(db: Db, size: number, now = Date.now()): Promise<Date | null> {
  const bySize = windowStartsOf(db);
  let start = bySize.get(size);
  if (!start) {
    start = staleWhileRevalidate(() => readWindowStart(db, size), WINDOW_START_TTL_MS);
    bySize.set(size, start);
  }
  return start.get(now);
}

/** What a search's window is remembered under: its words and, on the typo path, their near spellings. */
export function searchWindowKey(typed: string[], near: Map<string, string[]> | undefined): string {
  return JSON.stringify([typed, near ? [...near] : []]);
}

const REMEMBERED_SEARCHES = 2_000;
const REMEMBERED_FOR_MS = 10 * 60_000;
const rememberedWindowsOf = madeOncePer((_db: Db) => new Map<string, { size: number | null; at: number }>());

/**
 * Which window the same words were last answered in (null: the whole catalog), so that a search asked again (the
 * next page, another page size, another shopper) goes straight there instead of trying the smaller windows first.
 * Undefined when not known. It only decides where the search is asked first, never what it finds.
 */
export function rememberedWindow(db: Db, key: string): number | null | undefined {
  const known = rememberedWindowsOf(db).get(key);
  return known && Date.now() - known.at < REMEMBERED_FOR_MS ? known.size : undefined;
}

/** Remembers where a search was answered; the oldest of REMEMBERED_SEARCHES go first. */
export function rememberWindow(db: Db, key: string, size: number | null): void {
  const bySearch = rememberedWindowsOf(db);
  bySearch.delete(key);
  bySearch.set(key, { size, at: Date.now() });
  if (bySearch.size > REMEMBERED_SEARCHES) bySearch.delete(bySearch.keys().next().value!);
}

import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { UnderstoodSearch } from '../../../contract/search-phrase';
import { products } from '../../db/schema';
import { inStock } from './in-stock';

/** What a search's products must be besides matching its words, and what tells searches with it apart. */
export interface SearchFilter {
  where: SQL | undefined;
  /** Equal for equal filters, '' for none: part of the key a search's window is remembered under. */
  key: string;
}

/**
 * The filter of what a search understood (src/contract/search-phrase.ts): stock in the size that fits the child's
 * age, read from the in-stock size bits every listed product carries (no join over product_sizes), and the child's
 * gender or unisex. An age no size of the shop fits finds nothing rather than every size.
 */
export function understoodFilter(understood: UnderstoodSearch): SearchFilter {
  const conditions: SQL[] = [];
  if (understood.age !== null) conditions.push(understood.size ? inStock(understood.size) : sql`false`);
  if (understood.gender) conditions.push(inArray(products.gender, [understood.gender, 'Unisex']));
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    key:
      conditions.length > 0
        ? JSON.stringify([understood.age === null ? null : understood.size, understood.gender])
        : '',
  };
}

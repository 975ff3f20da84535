import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '../../../contract/catalog';
import { PRICE_FILTER_DEFAULTS } from '../../../contract/constants';
import type { UnderstoodSearch } from '../../../contract/search-phrase';
import { listFilterConditions } from './catalog.service';
import { INLINE_VALUES, type StatementValues } from '../../db/prepared';
import { products } from '../../db/schema';
import { inStock } from './in-stock';

/** What a search's products must be besides matching its words, and what tells searches with it apart. */
export interface SearchFilter {
  where: SQL | undefined;
  /** The same condition with its values as placeholders, for a statement prepared for any values. */
  whereWith(values: StatementValues): SQL | undefined;
  /** Equal for equal filters, '' for none: part of the key a search's window is remembered under. */
  key: string;
}

/**
 * The filter of a search: the list's filters chosen (as all products applies them), and what the search understood
 * (src/contract/search-phrase.ts): stock in the size that fits the child's age, read from the in-stock size bits
 * every listed product carries (no join over product_sizes), and the child's gender or unisex. An age no size of the
 * shop fits finds nothing rather than every size.
 */
export function searchFilter(understood: UnderstoodSearch, list: ListFilters): SearchFilter {
  // Only filters that were chosen: the default price range would leave out products priced beyond it.
  const narrowed =
    list.category.length > 0 ||
    list.gender.length > 0 ||
    list.size !== undefined ||
    list.minPrice !== PRICE_FILTER_DEFAULTS.min ||
    list.maxPrice !== PRICE_FILTER_DEFAULTS.max;
  const whereWith = (values: StatementValues) => {
    const conditions: SQL[] = narrowed ? listFilterConditions(list, values) : [];
    if (understood.age !== null)
      conditions.push(understood.size ? inStock(understood.size, values.bind) : sql`false`);
    if (understood.gender)
      conditions.push(inArray(products.gender, [understood.gender, 'Unisex'].map(values.bind)));
    return conditions.length > 0 ? and(...conditions) : undefined;
  };
  return {
    where: whereWith(INLINE_VALUES),
    whereWith,
    key:
      narrowed || understood.age !== null || understood.gender !== null
        ? JSON.stringify([
            understood.age === null ? null : understood.size,
            understood.gender,
            narrowed ? [list.category, list.gender, list.size, list.minPrice, list.maxPrice] : null,
          ])
        : '',
  };
}

import { useId } from 'react';
import { PRODUCT_SORTS } from '../../../../contract/constants';
import { CATALOG_TEXT, SORT_LABELS } from '../../../../contract/messages';
import type { ProductFilters } from '../product-filters';

type Sort = NonNullable<ProductFilters['sort']>;

interface SortProps {
  /** Undefined means newest first, the default that stays out of the URL. */
  sort: ProductFilters['sort'];
  onSort: (sort: ProductFilters['sort']) => void;
}

const toFilter = (sort: Sort) => (sort === 'newest' ? undefined : sort);

/** The desktop sort control beside the title. */
export function SortSelect({ sort, onSort }: SortProps) {
  const id = useId();
  return (
    <div className="hidden items-center gap-2 md:flex">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {CATALOG_TEXT.sort}
      </label>
      <select
        id={id}
        value={sort ?? 'newest'}
        onChange={(event) => onSort(toFilter(event.target.value as Sort))}
        className="h-11 rounded-full border-2 border-ink/15 bg-white px-4 text-sm font-semibold"
      >
        {PRODUCT_SORTS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The phone's sort sheet: one tap picks and closes. */
export function SortOptions({ sort, onSort }: SortProps) {
  return (
    <fieldset>
      <legend className="sr-only">{CATALOG_TEXT.sort}</legend>
      {PRODUCT_SORTS.map((option) => (
        <label key={option} className="flex min-h-12 items-center gap-3 text-base">
          <input
            type="radio"
            name="sort-sheet"
            className="size-5 accent-coral-600"
            checked={(sort ?? 'newest') === option}
            onChange={() => onSort(toFilter(option))}
          />
          {SORT_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

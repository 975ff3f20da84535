import { useId } from 'react';
import { PRODUCT_SORTS, type SearchSort } from '../../../../contract/constants';
import { useTexts } from '../../../lib/language/use-texts';

interface SortProps<S extends SearchSort = SearchSort> {
  /** Undefined means the default (newest first on all products, best match on search), kept out of the URL. */
  sort: S | undefined;
  onSort: (sort: S | undefined) => void;
  /** The sorts offered and the default among them: all products' unless told. */
  options?: readonly S[];
  defaultSort?: S;
}

/** The sorts and default of a page's sort controls. */
function sortsOf({ options, defaultSort }: Pick<SortProps, 'options' | 'defaultSort'>) {
  const list: readonly SearchSort[] = options ?? PRODUCT_SORTS;
  const fallback: SearchSort = defaultSort ?? 'newest';
  return { list, fallback, toFilter: (sort: SearchSort) => (sort === fallback ? undefined : sort) };
}

/** The desktop sort control beside the title. */
export function SortSelect<S extends SearchSort>(props: SortProps<S>) {
  const { CATALOG_TEXT, SORT_LABELS } = useTexts();
  const { sort } = props;
  const onSort = props.onSort as (sort: SearchSort | undefined) => void;
  const { list, fallback, toFilter } = sortsOf(props);
  const id = useId();
  return (
    <div className="hidden items-center gap-2 md:flex">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {CATALOG_TEXT.sort}
      </label>
      <select
        id={id}
        value={sort ?? fallback}
        onChange={(event) => onSort(toFilter(event.target.value as SearchSort))}
        className="h-11 rounded-full border-2 border-ink/15 bg-white px-4 text-sm font-semibold"
      >
        {list.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The phone's sort sheet: one tap picks and closes. */
export function SortOptions<S extends SearchSort>(props: SortProps<S>) {
  const { CATALOG_TEXT, SORT_LABELS } = useTexts();
  const { sort } = props;
  const onSort = props.onSort as (sort: SearchSort | undefined) => void;
  const { list, fallback, toFilter } = sortsOf(props);
  return (
    <fieldset>
      <legend className="sr-only">{CATALOG_TEXT.sort}</legend>
      {list.map((option) => (
        <label key={option} className="flex min-h-12 items-center gap-3 text-base">
          <input
            type="radio"
            name="sort-sheet"
            className="size-5 accent-coral-600"
            checked={(sort ?? fallback) === option}
            onChange={() => onSort(toFilter(option))}
          />
          {SORT_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

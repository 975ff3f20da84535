import { useState, type ReactNode } from 'react';
import type { SearchSort } from '../../../../contract/constants';
import { DialogShell } from '../../../components/dialog-shell';
import { Updating } from '../../../components/updating';
import { activeFilterCount, readFilters, type ProductFilters } from '../product-filters';
import { FilterPanel } from './filter-panel';
import { SortOptions, SortSelect } from './sort-options';
import { useTexts } from '../../../lib/language/use-texts';
import { useWideScreen } from '../../../lib/use-wide-screen';

interface FilteredCatalogProps {
  /** The page's title block, beside the desktop sort control. */
  heading: ReactNode;
  filters: ProductFilters;
  /** The page's own sort when it has more than the list's (search: best match). */
  sort?: SearchSort | undefined;
  onSort: (sort: SearchSort | undefined) => void;
  sorts?: readonly SearchSort[];
  defaultSort?: SearchSort;
  update: (changes: Partial<ProductFilters>) => void;
  /** Products found, for the phone's "Show N products"; null while unknown. */
  count: number | null;
  /** No results yet: marked busy. */
  loading: boolean;
  /** The results shown are being replaced: dimmed and marked busy. */
  updating: boolean;
  children: ReactNode;
}

/**
 * A page of products with the list's filters and sort: a filter column and a sort control on desktop, "Filters" and
 * "Sort" sheets on phones. All products and search results share it.
 */
export function FilteredCatalog({
  heading,
  filters,
  sort,
  onSort,
  sorts,
  defaultSort,
  update,
  count,
  loading,
  updating,
  children,
}: FilteredCatalogProps) {
  const { CATALOG_TEXT, showProducts } = useTexts();
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  // The filter column is a desktop's: a phone filters in its sheet, and would build the column's 70-odd elements at
  // load only to hide them.
  const wide = useWideScreen();
  const active = activeFilterCount(filters);
  const clear = () => update({ ...readFilters(new URLSearchParams()), sort: filters.sort });
  const sortProps = { sort: sort ?? filters.sort, options: sorts, defaultSort };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <SortSelect {...sortProps} onSort={onSort} />
      </div>

      <div className="sticky top-[7.25rem] z-20 -mx-4 mt-3 grid grid-cols-2 gap-2 bg-cream/95 px-4 py-2 backdrop-blur md:hidden">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setSheet('filters')}
          aria-haspopup="dialog"
        >
          {CATALOG_TEXT.filters}
          {active > 0 && (
            <span className="grid size-6 place-items-center rounded-full bg-coral-600 text-xs text-white">
              {active}
            </span>
          )}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setSheet('sort')}
          aria-haspopup="dialog"
        >
          {CATALOG_TEXT.sort}
        </button>
      </div>

      <div className="mt-4 flex gap-8">
        {wide && (
          <aside aria-label={CATALOG_TEXT.filters} className="hidden w-60 shrink-0 md:block">
            <div className="card sticky top-28 p-5">
              <div className="mb-4 flex items-center justify-between">
                <h2 className="text-lg font-extrabold">{CATALOG_TEXT.filters}</h2>
                {active > 0 && (
                  <button
                    type="button"
                    onClick={clear}
                    className="text-sm font-semibold text-coral-700 underline"
                  >
                    {CATALOG_TEXT.clearFilters}
                  </button>
                )}
              </div>
              <FilterPanel filters={filters} update={update} />
            </div>
          </aside>
        )}

        <Updating updating={updating} loading={loading} className="min-w-0 flex-1">
          {children}
        </Updating>
      </div>

      <DialogShell
        open={sheet === 'filters'}
        title={CATALOG_TEXT.filters}
        onClose={() => setSheet(null)}
        placement="bottom"
        footer={
          <div className="flex gap-2">
            <button type="button" className="btn-secondary flex-1" onClick={clear}>
              {CATALOG_TEXT.clearFilters}
            </button>
            <button type="button" className="btn-primary flex-1" onClick={() => setSheet(null)}>
              {count !== null ? showProducts(count) : CATALOG_TEXT.close}
            </button>
          </div>
        }
      >
        <FilterPanel filters={filters} update={update} />
      </DialogShell>
      <DialogShell
        open={sheet === 'sort'}
        title={CATALOG_TEXT.sort}
        onClose={() => setSheet(null)}
        placement="bottom"
      >
        <SortOptions
          {...sortProps}
          onSort={(next) => {
            onSort(next);
            setSheet(null);
          }}
        />
      </DialogShell>
    </>
  );
}

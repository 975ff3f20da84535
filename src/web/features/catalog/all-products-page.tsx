import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOG_TEXT, PAGE_TITLES, showProducts } from '../../../contract/messages';
import { DialogShell } from '../../components/dialog-shell';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api/catalog';
import { FilterPanel } from './components/filter-panel';
import { ProductResults } from './components/product-results';
import { SortOptions, SortSelect } from './components/sort-options';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToParams,
  isPriceRangeInverted,
  readFilters,
  type ProductFilters,
} from './product-filters';

export default function AllProductsPage() {
  useDocumentTitle(PAGE_TITLES.allProducts);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, isPending, isError, error, isPlaceholderData } = useProductList(filtersToApiQuery(filters));
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const invertedPrice = isPriceRangeInverted(filters);

  // Any filter change starts again at page 1; each change is a history entry, so Back undoes it.
  const update = (changes: Partial<ProductFilters>) =>
    setParams(filtersToParams({ ...filters, page: 1, ...changes }));
  const goToPage = (page: number) => {
    setParams(filtersToParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };
  const active = activeFilterCount(filters);
  const clear = () =>
    setParams(filtersToParams({ ...readFilters(new URLSearchParams()), sort: filters.sort }));
  const count = data && !isError && !invertedPrice ? data.totalItems : null;

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="page-title">
          {PAGE_TITLES.allProducts}
          {count !== null && (
            <span className="ml-2 align-middle text-sm font-semibold text-ink-soft">({count})</span>
          )}
        </h1>
        <SortSelect sort={filters.sort} onSort={(sort) => update({ sort })} />
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

        <div
          className={`min-w-0 flex-1 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={isPending || isPlaceholderData}
        >
          <ProductResults
            data={data}
            isPending={isPending}
            error={isError ? error : null}
            filtered={active > 0}
            invertedPrice={invertedPrice}
            onClearFilters={clear}
            onPageChange={goToPage}
          />
        </div>
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
          sort={filters.sort}
          onSort={(sort) => {
            update({ sort });
            setSheet(null);
          }}
        />
      </DialogShell>
    </section>
  );
}

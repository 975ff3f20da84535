import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATEGORIES,
  GENDERS,
  PRICE_FILTER_DEFAULTS,
  PRODUCT_SORTS,
  SIZES,
} from '../../../contract/constants';
import { CATALOG_TEXT, FALLBACK, PAGE_TITLES, SORT_LABELS, TEXT } from '../../../contract/messages';
import { Loading } from '../../components/loading';
import { Pagination } from '../../components/pagination';
import { ProductGrid } from '../../components/product-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './catalog-api';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToParams,
  readFilters,
  type ProductFilters,
} from './product-filters';
import { Sheet } from './sheet';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

const checkboxClass = 'size-5 rounded accent-coral-600';

function PriceRange({
  filters,
  onApply,
}: {
  filters: ProductFilters;
  onApply: (min: number, max: number) => void;
}) {
  const [min, setMin] = useState(String(filters.minPrice));
  const [max, setMax] = useState(String(filters.maxPrice));
  const minId = useId();
  const maxId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = Number(min);
    const high = Number(max);
    onApply(
      Number.isFinite(low) && low >= 0 ? low : PRICE_FILTER_DEFAULTS.min,
      Number.isFinite(high) && high >= 0 && max !== '' ? high : PRICE_FILTER_DEFAULTS.max,
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="w-24">
        <label htmlFor={minId} className="text-xs font-semibold text-ink-soft">
          Min (₹)
        </label>
        <input
          id={minId}
          type="number"
          inputMode="numeric"
          min={0}
          value={min}
          onChange={(e) => setMin(e.target.value)}
          className="h-10 w-full rounded-xl border border-line px-2 text-sm"
        />
      </div>
      <div className="w-24">
        <label htmlFor={maxId} className="text-xs font-semibold text-ink-soft">
          Max (₹)
        </label>
        <input
          id={maxId}
          type="number"
          inputMode="numeric"
          min={0}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          className="h-10 w-full rounded-xl border border-line px-2 text-sm"
        />
      </div>
      <button type="submit" className="btn-secondary min-h-10 px-4">
        {CATALOG_TEXT.apply}
      </button>
    </form>
  );
}

function FilterPanel({
  filters,
  update,
}: {
  filters: ProductFilters;
  update: (changes: Partial<ProductFilters>) => void;
}) {
  const legend = 'mb-2 text-sm font-extrabold text-ink';
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className={legend}>{CATALOG_TEXT.category}</legend>
        <div className="flex flex-col gap-1">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={filters.category.includes(category)}
                onChange={() => update({ category: toggle(filters.category, category) })}
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{CATALOG_TEXT.gender}</legend>
        <div className="flex flex-col gap-1">
          {GENDERS.map((gender) => (
            <label key={gender} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={filters.gender.includes(gender)}
                onChange={() => update({ gender: toggle(filters.gender, gender) })}
              />
              {gender}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{CATALOG_TEXT.priceRange}</legend>
        <PriceRange
          key={`${filters.minPrice}-${filters.maxPrice}`}
          filters={filters}
          onApply={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
        />
      </fieldset>
      <fieldset>
        <legend className={legend}>{CATALOG_TEXT.shopByAge}</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...SIZES].map((size) => {
            const selected = filters.size === size;
            return (
              <label
                key={size ?? 'any'}
                className={`flex min-h-10 cursor-pointer items-center rounded-full border-2 px-3 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${
                  selected ? 'border-coral-600 bg-coral-50 text-coral-800' : 'border-line bg-white text-ink'
                }`}
              >
                <input
                  type="radio"
                  name="size"
                  className="sr-only"
                  checked={selected}
                  onChange={() => update({ size })}
                />
                {size ?? CATALOG_TEXT.anySize}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

function SortOptions({
  filters,
  update,
}: {
  filters: ProductFilters;
  update: (c: Partial<ProductFilters>) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{CATALOG_TEXT.sort}</legend>
      {PRODUCT_SORTS.map((sort) => (
        <label key={sort} className="flex min-h-12 items-center gap-3 text-base">
          <input
            type="radio"
            name="sort-sheet"
            className="size-5 accent-coral-600"
            checked={(filters.sort ?? 'newest') === sort}
            onChange={() => update({ sort: sort === 'newest' ? undefined : sort })}
          />
          {SORT_LABELS[sort]}
        </label>
      ))}
    </fieldset>
  );
}

export default function AllProductsPage() {
  useDocumentTitle(PAGE_TITLES.allProducts);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { data, isPending, isError, error, isPlaceholderData } = useProductList(filtersToApiQuery(filters));
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const sortId = useId();

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

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="page-title">
          {PAGE_TITLES.allProducts}
          {data && !isError && (
            <span className="ml-2 align-middle text-sm font-semibold text-ink-soft">({data.totalItems})</span>
          )}
        </h1>
        <div className="hidden items-center gap-2 md:flex">
          <label htmlFor={sortId} className="text-sm font-semibold text-ink-soft">
            {CATALOG_TEXT.sort}
          </label>
          <select
            id={sortId}
            value={filters.sort ?? 'newest'}
            onChange={(e) =>
              update({
                sort: e.target.value === 'newest' ? undefined : (e.target.value as ProductFilters['sort']),
              })
            }
            className="h-11 rounded-full border-2 border-ink/15 bg-white px-4 text-sm font-semibold"
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
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
          {isPending ? (
            <Loading />
          ) : isError ? (
            <p role="alert" className="card p-6 text-coral-700">
              {error.message || FALLBACK.somethingWentWrong}
            </p>
          ) : data.items.length === 0 ? (
            <p className="card p-10 text-center text-ink-soft">{TEXT.noProductsFound}</p>
          ) : (
            <ProductGrid
              products={data.items}
              headingLevel={2}
              footer={
                <Pagination
                  className="mt-8"
                  page={data.currentPage}
                  totalPages={data.totalPages}
                  onPageChange={goToPage}
                />
              }
            />
          )}
        </div>
      </div>

      <Sheet
        open={sheet === 'filters'}
        title={CATALOG_TEXT.filters}
        onClose={() => setSheet(null)}
        footer={
          <div className="flex gap-2">
            <button type="button" className="btn-secondary flex-1" onClick={clear}>
              {CATALOG_TEXT.clearFilters}
            </button>
            <button type="button" className="btn-primary flex-1" onClick={() => setSheet(null)}>
              {data && !isError ? `Show ${data.totalItems} products` : CATALOG_TEXT.close}
            </button>
          </div>
        }
      >
        <FilterPanel filters={filters} update={update} />
      </Sheet>
      <Sheet open={sheet === 'sort'} title={CATALOG_TEXT.sort} onClose={() => setSheet(null)}>
        <SortOptions
          filters={filters}
          update={(changes) => {
            update(changes);
            setSheet(null);
          }}
        />
      </Sheet>
    </section>
  );
}

import { Link, useSearchParams } from 'react-router';
import { SEARCH_SORTS } from '../../../contract/constants';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { Pagination } from '../../components/pagination';
import { ProductGrid } from '../../components/product-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearch } from './api/catalog';
import { CategoryLinks, POPULAR_CATEGORIES } from './category-links';
import { FilteredCatalog } from './components/filtered-catalog';
import { UnderstoodChips } from './components/understood-chips';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToParams,
  isPriceRangeInverted,
  readFilters,
  type ProductFilters,
} from './product-filters';
import { useTexts } from '../../lib/language/use-texts';

/** Nothing found: a better spelling when the server has one, and popular categories, so the page is no dead end. */
function NoResults({ didYouMean }: { didYouMean: string | null }) {
  const { SEARCH_HELP, TEXT } = useTexts();
  return (
    <div className="card flex flex-col items-center gap-5 p-8 text-center">
      <p className="text-lg font-bold text-ink">{TEXT.noResultsFound}</p>
      {didYouMean ? (
        <p className="text-ink">
          {SEARCH_HELP.didYouMean}{' '}
          <Link
            to={`/search?q=${encodeURIComponent(didYouMean)}`}
            className="font-bold text-coral-700 underline"
          >
            {didYouMean}
          </Link>
          ?
        </p>
      ) : (
        <p className="max-w-md text-sm text-ink-soft">{SEARCH_HELP.tryAnother}</p>
      )}
      <section aria-labelledby="popular-categories" className="w-full">
        <h2 id="popular-categories" className="mb-3 text-base font-extrabold text-ink">
          {SEARCH_HELP.popularCategories}
        </h2>
        <CategoryLinks links={POPULAR_CATEGORIES} label={SEARCH_HELP.popularCategories} />
      </section>
    </div>
  );
}

export default function SearchResultsPage() {
  const { CATALOG_TEXT, FALLBACK, PAGE_TITLES, TEXT, searchResultCount, searchResultsTitle } = useTexts();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const filters = readFilters(params);
  // Best match is the default; the list's sorts come from the URL like its filters.
  const searchSort = filters.sort;
  const page = filters.page;
  const title = query ? searchResultsTitle(query) : PAGE_TITLES.search;
  useDocumentTitle(title);
  const invertedPrice = isPriceRangeInverted(filters);
  const search = useSearch(invertedPrice ? '' : query, filtersToApiQuery({ ...filters, sort: searchSort }));
  const { data, isPending, isError, isPlaceholderData } = search;

  /** The page's URL for filters: the search text kept, each change a history entry. */
  const show = (next: ProductFilters) => {
    const nextParams = filtersToParams(next);
    nextParams.set('q', query);
    setParams(nextParams);
  };
  const update = (changes: Partial<ProductFilters>) => show({ ...filters, page: 1, ...changes });
  const goTo = (next: number) => {
    show({ ...filters, page: next });
    window.scrollTo({ top: 0 });
  };
  const clear = () => show({ ...readFilters(new URLSearchParams()), sort: filters.sort });
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <FilteredCatalog
        heading={
          <div className="min-w-0">
            <h1 id="page-title" className="page-title break-words">
              {title}
            </h1>
            {/* Announced when the results arrive; reserved height so that the grid below does not move. */}
            <p role="status" className="mt-1 min-h-6 text-sm font-semibold text-ink-soft">
              {query !== '' && data && data.totalItems > 0
                ? searchResultCount(data.totalItems, data.moreItems)
                : ''}
            </p>
            {query !== '' && data && <UnderstoodChips understood={data.understood} />}
          </div>
        }
        filters={filters}
        sort={searchSort}
        onSort={(sort) => update({ sort: sort === 'relevance' ? undefined : sort })}
        sorts={SEARCH_SORTS}
        defaultSort="relevance"
        update={update}
        count={query !== '' && data && !isError && !invertedPrice ? data.totalItems : null}
        loading={isPending}
        updating={isPlaceholderData}
      >
        {query === '' ? (
          <NoResults didYouMean={null} />
        ) : invertedPrice ? (
          <p role="status" className="card p-10 text-center font-semibold text-coral-700">
            {CATALOG_TEXT.minAboveMax}
          </p>
        ) : isPending ? (
          <Loading />
        ) : isError ? (
          <LoadFailed query={search} fallback={FALLBACK.searchFailed} />
        ) : data.items.length === 0 ? (
          page > 1 && data.totalItems > 0 ? (
            <p className="card p-10 text-center text-ink-soft">{TEXT.noProductsFound}</p>
          ) : filtered ? (
            <div className="card flex flex-col items-center gap-4 p-10 text-center">
              <p className="text-ink-soft">{CATALOG_TEXT.noProductsForFilters}</p>
              <button type="button" className="btn-primary" onClick={clear}>
                {CATALOG_TEXT.clearFiltersOffer}
              </button>
            </div>
          ) : (
            <NoResults didYouMean={data.didYouMean} />
          )
        ) : (
          <ProductGrid
            products={data.items}
            headingLevel={2}
            footer={
              <Pagination className="mt-8" page={page} totalPages={data.totalPages} onPageChange={goTo} />
            }
          />
        )}
      </FilteredCatalog>
    </section>
  );
}

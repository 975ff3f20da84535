import { Link, useSearchParams } from 'react-router';
import {
  FALLBACK,
  PAGE_TITLES,
  PAGINATION,
  SEARCH_HELP,
  TEXT,
  searchResultCount,
  searchResultsTitle,
} from '../../../contract/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { Loading } from '../../components/loading';
import { ProductGrid } from '../../components/product-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearch } from './api/catalog';
import { CategoryLinks, POPULAR_CATEGORIES } from './category-links';
import { UnderstoodChips } from './components/understood-chips';

/** Nothing found: a better spelling when the server has one, and popular categories, so the page is no dead end. */
function NoResults({ didYouMean }: { didYouMean: string | null }) {
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
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const title = query ? searchResultsTitle(query) : PAGE_TITLES.search;
  useDocumentTitle(title);
  const { data, isPending, isError, error } = useSearch(query, page);

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
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
      <div className="mt-4">
        {query === '' ? (
          <NoResults didYouMean={null} />
        ) : isPending ? (
          <Loading />
        ) : isError ? (
          <p role="alert" className="card p-6 text-coral-700">
            {error.message || FALLBACK.searchFailed}
          </p>
        ) : data.items.length === 0 ? (
          page > 1 && data.totalItems > 0 ? (
            <p className="card p-10 text-center text-ink-soft">{TEXT.noProductsFound}</p>
          ) : (
            <NoResults didYouMean={data.didYouMean} />
          )
        ) : (
          <ProductGrid
            products={data.items}
            headingLevel={2}
            footer={
              data.totalPages > 1 ? (
                <nav aria-label="Pagination" className="mt-8 flex justify-center gap-3">
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={page <= 1}
                    onClick={() => goTo(page - 1)}
                  >
                    <ChevronLeftIcon className="size-4" />
                    {PAGINATION.previous}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={page >= data.totalPages}
                    onClick={() => goTo(page + 1)}
                  >
                    {PAGINATION.next}
                    <ChevronRightIcon className="size-4" />
                  </button>
                </nav>
              ) : undefined
            }
          />
        )}
      </div>
    </section>
  );
}

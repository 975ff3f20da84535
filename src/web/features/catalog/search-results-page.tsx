import { useSearchParams } from 'react-router';
import { FALLBACK, PAGE_TITLES, PAGINATION, TEXT, searchResultsTitle } from '../../../contract/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { Loading } from '../../components/loading';
import { ProductGrid } from '../../components/product-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SEARCH_PAGE_SIZE, useSearch } from './catalog-api';

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
      <div className="mt-6">
        {query === '' ? (
          <p className="card p-10 text-center text-ink-soft">{TEXT.noResultsFound}</p>
        ) : isPending ? (
          <Loading />
        ) : isError ? (
          <p role="alert" className="card p-6 text-coral-700">
            {error.message || FALLBACK.searchFailed}
          </p>
        ) : data.length === 0 ? (
          <p className="card p-10 text-center text-ink-soft">
            {page > 1 ? TEXT.noProductsFound : TEXT.noResultsFound}
          </p>
        ) : (
          <ProductGrid
            products={data}
            headingLevel={2}
            footer={
              page > 1 || data.length === SEARCH_PAGE_SIZE ? (
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
                    disabled={data.length < SEARCH_PAGE_SIZE}
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

import { useSearchParams } from 'react-router';
import type { ProductSort } from '../../../contract/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList } from './api/catalog';
import { FilteredCatalog } from './components/filtered-catalog';
import { ProductResults } from './components/product-results';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToParams,
  isPriceRangeInverted,
  readFilters,
  type ProductFilters,
} from './product-filters';
import { useTexts } from '../../lib/language/use-texts';

export default function AllProductsPage() {
  const { PAGE_TITLES } = useTexts();
  useDocumentTitle(PAGE_TITLES.allProducts);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useProductList(filtersToApiQuery(filters));
  const { data, isPending, isError, isPlaceholderData } = list;
  const invertedPrice = isPriceRangeInverted(filters);

  // Any filter change starts again at page 1; each change is a history entry, so Back undoes it.
  const update = (changes: Partial<ProductFilters>) =>
    setParams(filtersToParams({ ...filters, page: 1, ...changes }));
  const goToPage = (page: number) => {
    setParams(filtersToParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };
  const clear = () =>
    setParams(filtersToParams({ ...readFilters(new URLSearchParams()), sort: filters.sort }));
  const count = data && !isError && !invertedPrice ? data.totalItems : null;

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <FilteredCatalog
        heading={
          <h1 id="page-title" className="page-title">
            {PAGE_TITLES.allProducts}
            {count !== null && (
              <span className="ml-2 align-middle text-sm font-semibold text-ink-soft">({count})</span>
            )}
          </h1>
        }
        filters={filters}
        onSort={(sort) => update({ sort: sort as ProductSort | undefined })}
        update={update}
        count={count}
        loading={isPending}
        updating={isPlaceholderData}
      >
        <ProductResults
          data={data}
          isPending={isPending}
          failed={isError ? list : null}
          filtered={activeFilterCount(filters) > 0}
          invertedPrice={invertedPrice}
          onClearFilters={clear}
          onPageChange={goToPage}
        />
      </FilteredCatalog>
    </section>
  );
}

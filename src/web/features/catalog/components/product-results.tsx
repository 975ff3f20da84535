import type { ProductPage } from '../../../../contract/catalog';
import { LoadFailed, type FailedQuery } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { Pagination } from '../../../components/pagination';
import { ProductGrid } from '../../../components/product-card';
import { useTexts } from '../../../lib/language/use-texts';

interface ProductResultsProps {
  data: ProductPage | undefined;
  isPending: boolean;
  /** The list could not be loaded: why, and a way to ask again. */
  failed: FailedQuery | null;
  /** Filters are on: an empty page offers to clear them. */
  filtered: boolean;
  /** The price range asks for a minimum above its maximum: say so instead of 'No products found.'. */
  invertedPrice: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
}

/** The all-products grid with its pagination, or why there is nothing to show and the way on. */
export function ProductResults({
  data,
  isPending,
  failed,
  filtered,
  invertedPrice,
  onClearFilters,
  onPageChange,
}: ProductResultsProps) {
  const { CATALOG_TEXT, FALLBACK, TEXT } = useTexts();
  if (!invertedPrice && failed) return <LoadFailed query={failed} fallback={FALLBACK.somethingWentWrong} />;
  if (!invertedPrice && (isPending || !data)) return <Loading />;
  if (invertedPrice || !data || data.products.length === 0)
    return (
      <div className="card flex flex-col items-center gap-4 p-10 text-center">
        <p role="status" className={invertedPrice ? 'font-semibold text-coral-700' : 'text-ink-soft'}>
          {invertedPrice
            ? CATALOG_TEXT.minAboveMax
            : filtered
              ? CATALOG_TEXT.noProductsForFilters
              : TEXT.noProductsFound}
        </p>
        {filtered && (
          <button type="button" className="btn-primary" onClick={onClearFilters}>
            {CATALOG_TEXT.clearFiltersOffer}
          </button>
        )}
      </div>
    );
  return (
    <ProductGrid
      products={data.products}
      headingLevel={2}
      footer={
        <Pagination
          className="mt-8"
          page={data.currentPage}
          totalPages={data.totalPages}
          onPageChange={onPageChange}
        />
      }
    />
  );
}

import { messageOf } from '../lib/api-client';
import { useTexts } from '../lib/language/use-texts';

/** What LoadFailed needs of a failed query (TanStack Query's result has it). */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
}

interface LoadFailedProps {
  query: FailedQuery;
  /** Shown when the failure brought no words from the server (docs/product.md section 8). */
  fallback: string;
  /** False inside a card of the page's own (the saved addresses), which already frames it. */
  framed?: boolean;
}

/**
 * What a shopper's page could not load (a product, the bag, the checkout, the wishlist, the orders, an order, the
 * returns, the coupons, the saved addresses): the reason, in the shopper's language as every failed call shows it
 * (`messageOf`), and a way to try again without reloading the page, which on a bad network may fail the same way.
 */
export function LoadFailed({ query, fallback, framed = true }: LoadFailedProps) {
  const { CART_TEXT } = useTexts();
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 ${framed ? 'card mt-6 p-6' : 'mt-4'}`}>
      <p className="font-semibold text-coral-700">{messageOf(query.error, fallback)}</p>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void query.refetch()}
        disabled={query.isRefetching}
      >
        {CART_TEXT.loadFailedRetry}
      </button>
    </div>
  );
}

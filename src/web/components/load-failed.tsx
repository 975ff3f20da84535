import { useTexts } from '../lib/language/use-texts';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * What a shopper's page could not load (the bag, the wishlist, the orders, an order, the returns, the coupons): the
 * reason, and a way to try again without reloading the page, which on a bad network may fail the same way.
 */
export function LoadFailed({ message, onRetry, retrying }: LoadFailedProps) {
  const { CART_TEXT } = useTexts();
  return (
    <div role="alert" className="card mt-6 flex flex-col items-start gap-3 p-6">
      <p className="font-semibold text-coral-700">{message}</p>
      <button type="button" className="btn-secondary" onClick={onRetry} disabled={retrying}>
        {CART_TEXT.loadFailedRetry}
      </button>
    </div>
  );
}

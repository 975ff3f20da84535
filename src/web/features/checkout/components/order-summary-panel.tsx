import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../../../contract/cart';
import type { PricingSummary } from '../../../../contract/pricing';
import { PriceSummary } from '../../../components/price-summary';
import { SummaryLine } from './summary-line';
import { inShoppersLanguage } from '../../../lib/language/server-text';
import { useTexts } from '../../../lib/language/use-texts';

export interface OrderError {
  message: string;
  /** The server's prices when it refused because they changed. */
  fresh: PricingSummary | null;
}

interface OrderSummaryPanelProps {
  items: readonly CartLine[];
  /** Shown instead of the lines when the bag could not be loaded: not "your bag is empty", which may be untrue. */
  unavailable?: ReactNode;
  summary: PricingSummary;
  couponSelect: ReactNode;
  /** When the parcel reaches the chosen address. */
  delivery?: ReactNode;
  orderError: OrderError | null;
  /** Why PLACE ORDER cannot be used now, or null. */
  blocker: string | null;
  /** The blocker is the bag itself: offer the way back to it. */
  bagNeedsFixing: boolean;
  busy: boolean;
  disabled: boolean;
  onPlaceOrder: () => void;
}

/** The checkout's right column: the bag's lines, the coupon, the bill and PLACE ORDER. */
export function OrderSummaryPanel({
  items,
  unavailable,
  summary,
  couponSelect,
  delivery,
  orderError,
  blocker,
  bagNeedsFixing,
  busy,
  disabled,
  onPlaceOrder,
}: OrderSummaryPanelProps) {
  const texts = useTexts();
  const { CHECKOUT_TEXT, ORDER_MESSAGES } = texts;
  return (
    <aside aria-labelledby="summary-title" className="card p-5 sm:p-6 lg:sticky lg:top-28">
      <h2 id="summary-title" className="text-lg font-extrabold">
        {CHECKOUT_TEXT.orderSummary}
      </h2>
      {unavailable ? (
        unavailable
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {ORDER_MESSAGES.emptyOrder}{' '}
          <Link to="/allProducts" className="font-semibold text-coral-700 underline">
            {CHECKOUT_TEXT.continueShopping}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((line) => (
            <SummaryLine key={`${line.productId._id}-${line.size}`} line={line} />
          ))}
        </ul>
      )}
      {delivery}

      {couponSelect}

      <div className="mt-5 border-t border-line pt-4">
        <PriceSummary
          summary={summary}
          discountLabel={CHECKOUT_TEXT.discount}
          totalLabel={CHECKOUT_TEXT.total}
        />
      </div>

      {orderError && (
        <div role="alert" className="mt-4 rounded-2xl bg-coral-50 px-4 py-3 text-sm text-coral-800">
          <p className="font-semibold">{inShoppersLanguage(orderError.message)}</p>
          {orderError.fresh && (
            <>
              <p className="mt-2 font-semibold">{CHECKOUT_TEXT.freshPrices}</p>
              <PriceSummary
                summary={orderError.fresh}
                discountLabel={CHECKOUT_TEXT.discount}
                totalLabel={CHECKOUT_TEXT.total}
                compact
              />
            </>
          )}
        </div>
      )}

      <button
        type="button"
        className="btn-primary mt-5 w-full text-base"
        onClick={onPlaceOrder}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={blocker ? 'place-order-hint' : undefined}
      >
        {busy ? CHECKOUT_TEXT.processing : CHECKOUT_TEXT.placeOrder}
      </button>
      {blocker && (
        <p
          id="place-order-hint"
          role="status"
          className="mt-2 text-center text-sm font-medium text-coral-700"
        >
          {blocker}
          {bagNeedsFixing && (
            <>
              {' '}
              <Link to="/cart" className="underline">
                {CHECKOUT_TEXT.goToBag}
              </Link>
            </>
          )}
        </p>
      )}
    </aside>
  );
}

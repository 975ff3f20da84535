import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PricingSummary } from '../../../contract/pricing';
import { TIMINGS } from '../../../contract/constants';
import { deliveryEstimate } from '../../../contract/delivery';
import { CART_TEXT, FALLBACK, PAGE_TITLES, itemCount } from '../../../contract/messages';
import { formatRupees } from '../../../contract/money';
import { Loading } from '../../components/loading';
import { cartCount, useCart } from '../../lib/cart';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartLineItem } from './cart-line';

function PriceDetails({ summary }: { summary: PricingSummary }) {
  const rows: [string, string, string?][] = [
    [CART_TEXT.totalMrp, formatRupees(summary.totalMRP)],
    [CART_TEXT.discountOnMrp, `−${formatRupees(summary.totalDiscount)}`, 'text-mint-700'],
    [CART_TEXT.platformFee, formatRupees(summary.platformFee)],
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{label}</dt>
          <dd className={`font-semibold ${tone ?? ''}`}>{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-extrabold">
        <dt>{CART_TEXT.totalAmount}</dt>
        <dd>{formatRupees(summary.finalAmount)}</dd>
      </div>
    </dl>
  );
}

export default function CartPage() {
  useDocumentTitle(PAGE_TITLES.cart);
  const navigate = useNavigate();
  const { data: cart, isPending, isError, error, refetch, isRefetching } = useCart();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The estimate is for an order placed now; it changes only when the page is opened again.
  const delivery = useMemo(() => deliveryEstimate(new Date()), []);

  const count = cartCount(cart);
  const hasProblem = cart?.items.some((line) => line.problem !== null) ?? false;
  const canCheckout = !!cart && cart.items.length > 0 && !hasProblem;

  const checkout = () => {
    if (!canCheckout || processing) return;
    setProcessing(true);
    timer.current = window.setTimeout(() => void navigate('/checkoutPayment'), TIMINGS.checkoutDelay);
  };

  let body;
  if (isPending) body = <Loading className="min-h-[40vh]" />;
  else if (isError)
    body = (
      <LoadFailed
        message={error.message || FALLBACK.fetchCartFailed}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  else if (cart.items.length === 0)
    body = <EmptyState image="/images/empty-bag.svg" title={CART_TEXT.empty} hint={CART_TEXT.emptyHint} />;
  else
    body = (
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <ul className="flex flex-col gap-3 sm:gap-4" aria-label={PAGE_TITLES.cart}>
          {cart.items.map((line) => (
            <CartLineItem key={`${line.productId._id}-${line.size}`} line={line} delivery={delivery} />
          ))}
        </ul>
        <section aria-labelledby="price-details" className="card flex flex-col gap-4 p-5 lg:sticky lg:top-28">
          <h2 id="price-details" className="text-sm font-extrabold uppercase tracking-wide text-ink-soft">
            {CART_TEXT.priceDetails} ({itemCount(count)})
          </h2>
          <PriceDetails summary={cart.pricingSummary} />
          {hasProblem && (
            <p
              id="checkout-blocked"
              className="rounded-2xl bg-coral-50 p-3 text-sm font-semibold text-coral-800"
            >
              {CART_TEXT.fixProblems}
            </p>
          )}
          <button
            type="button"
            className="btn-primary w-full"
            onClick={checkout}
            disabled={!canCheckout || processing}
            aria-describedby={hasProblem ? 'checkout-blocked' : undefined}
          >
            {processing ? CART_TEXT.processing : CART_TEXT.checkout}
          </button>
        </section>
      </div>
    );

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id="page-title" tabIndex={-1} className="page-title focus:outline-none">
          {PAGE_TITLES.cart}
        </h1>
        {cart && (
          <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
            {itemCount(count)}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

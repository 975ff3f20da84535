import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orderableQuantity } from '../../../contract/cart-rules';
import { TIMINGS } from '../../../contract/constants';
import { Loading } from '../../components/loading';
import { PriceSummary } from '../../components/price-summary';
import { addressesQueryOptions, defaultAddress } from '../../api/addresses';
import { useRequireLogin, useSession } from '../../api/session';
import { cartCount, useCart } from '../../api/cart';
import { useDeliveryLine } from '../../components/delivery-estimate';
import { rememberedPin } from '../../lib/remembered-pin';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartLineItem } from './cart-line';
import { useTexts } from '../../lib/language/use-texts';

export default function CartPage() {
  const { CART_TEXT, FALLBACK, PAGE_TITLES, TEXT, itemCount, piecesLeftOut } = useTexts();
  useDocumentTitle(PAGE_TITLES.cart);
  const navigate = useNavigate();
  const query = useCart();
  const { data: cart, isPending, isError } = query;
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The date is for the address the checkout will start with; without one, for the PIN checked on a product page.
  // A visitor has no saved addresses: their date is for the PIN checked on a product page.
  const { isAuthenticated } = useSession();
  const requireLogin = useRequireLogin();
  const addresses = useQuery({ ...addressesQueryOptions, enabled: isAuthenticated });
  const delivery = useDeliveryLine(
    isAuthenticated && addresses.isPending
      ? undefined
      : (defaultAddress(addresses.data ?? [])?.zipCode ?? (rememberedPin() || null)),
  );

  const count = cartCount(cart);
  // The price panel counts the pieces its amounts are for: what stock lets the shopper order now.
  const priced = cart?.items.reduce((sum, line) => sum + orderableQuantity(line), 0) ?? 0;
  // Pieces of products taken off sale are left out for that reason, not for want of stock.
  const offSale =
    cart?.items.reduce((sum, line) => sum + (line.listed === false ? line.quantity : 0), 0) ?? 0;
  const short = count - priced - offSale;
  const hasProblem = cart?.items.some((line) => line.problem !== null) ?? false;
  const canCheckout = !!cart && cart.items.length > 0 && !hasProblem;

  const checkout = () => {
    if (!canCheckout || processing) return;
    // A visitor logs in or registers first, and comes back to this bag, now the account's.
    if (!requireLogin({ reason: TEXT.loginToCheckout })) return;
    setProcessing(true);
    timer.current = window.setTimeout(() => void navigate('/checkoutPayment'), TIMINGS.checkoutDelay);
  };

  let body;
  if (isPending) body = <Loading className="min-h-[40vh]" />;
  else if (isError) body = <LoadFailed query={query} fallback={FALLBACK.fetchCartFailed} />;
  else if (cart.items.length === 0)
    body = <EmptyState image="/images/empty-bag.svg" title={CART_TEXT.empty} hint={CART_TEXT.emptyHint} />;
  else
    body = (
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <ul className="flex flex-col gap-3 sm:gap-4" aria-label={PAGE_TITLES.cart}>
          {cart.items.map((line, index) => (
            <CartLineItem
              key={`${line.productId._id}-${line.size}`}
              line={line}
              delivery={delivery}
              first={index === 0}
            />
          ))}
        </ul>
        <section aria-labelledby="price-details" className="card flex flex-col gap-4 p-5 lg:sticky lg:top-28">
          <h2 id="price-details" className="text-sm font-extrabold uppercase tracking-wide text-ink-soft">
            {CART_TEXT.priceDetails} ({itemCount(priced)})
          </h2>
          {short > 0 && <p className="-mt-2 text-sm font-semibold text-coral-700">{piecesLeftOut(short)}</p>}
          {offSale > 0 && (
            <p className="-mt-2 text-sm font-semibold text-coral-700">{piecesLeftOut(offSale, 'off-sale')}</p>
          )}
          <PriceSummary
            summary={cart.pricingSummary}
            discountLabel={CART_TEXT.discountOnMrp}
            totalLabel={CART_TEXT.totalAmount}
            coupon="never"
          />
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

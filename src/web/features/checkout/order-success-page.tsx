import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CONFETTI_PIECES, TIMINGS } from '../../../contract/constants';
import { shortOrderId } from '../../../contract/order-texts';
import { CheckCircleIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readPayByUpi, readPlacedOrderId } from './order-success-state';
import { useOrder } from '../../api/order-detail';
import { Loading } from '../../components/loading';
import { UpiPaymentPanel } from '../../components/upi-payment-panel';
import { useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * 60 pieces of confetti over 3 s; the library is its own chunk, loaded only here and never with reduced motion.
 * It draws on the page's main thread: its default draws in a worker made from a blob: URL, which the shop's
 * Content Security Policy (script-src 'self') rightly refuses, and then nothing appears.
 */
function useConfetti(enabled: boolean) {
  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    let timer: number | undefined;
    void import('canvas-confetti').then(({ default: confettiLibrary }) => {
      if (cancelled) return;
      const confetti = confettiLibrary.create(undefined, {
        resize: true,
        useWorker: false,
        disableForReducedMotion: true,
      });
      reset = () => confetti.reset();
      const end = Date.now() + TIMINGS.confettiDuration;
      const bursts = 6;
      const perBurst = CONFETTI_PIECES / bursts;
      let fired = 0;
      const fire = () => {
        if (cancelled || fired >= bursts) return;
        fired += 1;
        void confetti({
          particleCount: perBurst,
          spread: 70,
          startVelocity: 38,
          origin: { x: fired % 2 === 0 ? 0.25 : 0.75, y: 0.6 },
        });
        const remaining = end - Date.now();
        if (fired < bursts && remaining > 0)
          timer = window.setTimeout(fire, remaining / (bursts - fired + 1));
      };
      fire();
      timer = window.setTimeout(() => reset?.(), TIMINGS.confettiDuration + 1500);
    });
    return () => {
      cancelled = true;
      if (timer) window.clearTimeout(timer);
      reset?.();
    };
  }, [enabled]);
}

/**
 * The order the checkout has just placed, read once from the history entry and then cleared from it: a reload
 * or a later visit of /orderSuccess finds none and does not claim a new order.
 */
function usePlacedOrder(): { placedOrderId: string | null; payByUpi: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [placed] = useState(() => ({
    placedOrderId: readPlacedOrderId(location.state),
    payByUpi: readPayByUpi(location.state),
  }));
  useEffect(() => {
    if (readPlacedOrderId(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return placed;
}

/** A UPI order's QR code and UTR form, once its details (with the upi://pay link) have come. */
function PlacedUpiOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (!order.data) return <Loading />;
  return <UpiPaymentPanel order={order.data} />;
}

export default function OrderSuccessPage() {
  const { CHECKOUT_TEXT, PAGE_TITLES, orderTitle } = useTexts();
  const { placedOrderId, payByUpi } = usePlacedOrder();
  useDocumentTitle(placedOrderId ? PAGE_TITLES.orderSuccess : PAGE_TITLES.orders);
  useConfetti(placedOrderId !== null);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const viewOrders = () => {
    setLeaving(true);
    timer.current = window.setTimeout(() => navigate('/order'), TIMINGS.orderSuccessButtonDelay);
  };

  if (!placedOrderId)
    return (
      <section className="page flex justify-center" aria-labelledby="page-title">
        <div className="card w-full max-w-lg px-6 py-10 text-center sm:px-10">
          <h1 id="page-title" className="page-title">
            {CHECKOUT_TEXT.noNewOrderTitle}
          </h1>
          <p className="mt-3 text-ink-soft">{CHECKOUT_TEXT.noNewOrderText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/order" className="btn-primary">
              {CHECKOUT_TEXT.viewMyOrders}
            </Link>
            <Link to="/allProducts" className="btn-secondary">
              {CHECKOUT_TEXT.continueShopping}
            </Link>
          </div>
        </div>
      </section>
    );

  return (
    <section className="page flex justify-center" aria-labelledby="page-title">
      <div className="card w-full max-w-lg px-6 py-10 text-center sm:px-10">
        <span className="mx-auto grid size-20 place-items-center rounded-full bg-mint-100 text-mint-700">
          <CheckCircleIcon className="size-11" />
        </span>
        <h1 id="page-title" className="page-title mt-6">
          {CHECKOUT_TEXT.orderPlacedTitle}
        </h1>
        <p className="mt-2 font-mono text-sm font-semibold text-ink-soft">
          <Link to={STOREFRONT_PATHS.order(placedOrderId)} className="underline-offset-2 hover:underline">
            {orderTitle(shortOrderId(placedOrderId))}
          </Link>
        </p>
        <p className="mt-3 text-ink-soft">{CHECKOUT_TEXT.orderPlacedText}</p>
        {payByUpi && (
          <div className="mt-6">
            <PlacedUpiOrder orderId={placedOrderId} />
          </div>
        )}
        <button
          type="button"
          className="btn-primary mt-8 w-full sm:w-auto"
          onClick={viewOrders}
          disabled={leaving}
          aria-busy={leaving || undefined}
        >
          {CHECKOUT_TEXT.viewMyOrders}
        </button>
      </div>
    </section>
  );
}

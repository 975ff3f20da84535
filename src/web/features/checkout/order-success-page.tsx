import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CONFETTI_PIECES, TIMINGS } from '../../../contract/constants';
import { CHECKOUT_TEXT, PAGE_TITLES } from '../../../contract/messages';
import { CheckCircleIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/use-document-title';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** 60 pieces of confetti over 3 s; the library is its own chunk, loaded only here and never with reduced motion. */
function useConfetti() {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    let timer: number | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
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
          disableForReducedMotion: true,
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
  }, []);
}

export default function OrderSuccessPage() {
  useDocumentTitle(PAGE_TITLES.orderSuccess);
  useConfetti();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const viewOrders = () => {
    setLeaving(true);
    timer.current = window.setTimeout(() => navigate('/order'), TIMINGS.orderSuccessButtonDelay);
  };

  return (
    <section className="page flex justify-center" aria-labelledby="page-title">
      <div className="card w-full max-w-lg px-6 py-10 text-center sm:px-10">
        <span className="mx-auto grid size-20 place-items-center rounded-full bg-mint-100 text-mint-700">
          <CheckCircleIcon className="size-11" />
        </span>
        <h1 id="page-title" className="page-title mt-6">
          {CHECKOUT_TEXT.orderPlacedTitle}
        </h1>
        <p className="mt-3 text-ink-soft">{CHECKOUT_TEXT.orderPlacedText}</p>
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

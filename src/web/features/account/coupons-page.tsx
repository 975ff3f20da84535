import { useState } from 'react';
import { Link } from 'react-router';
import { isCouponExpired } from '../../../contract/coupons';
import type { ShopperCoupon } from '../../../contract/coupons';
import { formatLongDate } from '../../../contract/dates';
import { formatPrice } from '../../../contract/money';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { useCoupons } from '../../api/coupons';
import { useSession } from '../../api/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { inShoppersLanguage } from '../../lib/language/server-text';
import { useLocale, useTexts } from '../../lib/language/use-texts';

export default function CouponsPage() {
  const { COUPON_TEXT, FALLBACK, NAV, PAGE_TITLES, TEXT } = useTexts();
  useDocumentTitle(PAGE_TITLES.coupons);
  const session = useSession();
  const coupons = useCoupons(session.isAuthenticated);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {PAGE_TITLES.coupons}
      </h1>
      {session.isLoading ? (
        <Loading />
      ) : !session.isAuthenticated ? (
        <p className="card mt-6 px-6 py-8 text-center">
          {COUPON_TEXT.loginToSee}{' '}
          <Link to="/login" state={{ from: '/coupon' }} className="font-bold text-coral-700 underline">
            {NAV.login}
          </Link>
        </p>
      ) : coupons.isPending ? (
        <Loading />
      ) : coupons.isError ? (
        <LoadFailed query={coupons} fallback={FALLBACK.somethingWentWrong} />
      ) : coupons.data.length === 0 ? (
        <p className="card mt-6 px-6 py-10 text-center font-semibold">{TEXT.noCouponsAvailable}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coupons.data.map((coupon) => (
            <li key={coupon._id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The amount on the coupon's stub: '₹100' or '10%'. */
function headline(coupon: ShopperCoupon): string {
  return coupon.type === 'percent' ? `${coupon.discount}%` : formatPrice(coupon.discount);
}

function CouponCard({ coupon }: { coupon: ShopperCoupon }) {
  const texts = useTexts();
  const { COUPON_TEXT, TEXT, couponRuleInWords } = texts;
  const locale = useLocale();
  const expired = isCouponExpired(coupon);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <article className="card relative flex h-full overflow-hidden">
      <div className="flex w-28 shrink-0 flex-col items-center justify-center bg-coral-600 px-3 py-6 text-center text-white">
        <p className="text-2xl font-extrabold leading-none">{headline(coupon)}</p>
        <p className="mt-1 text-sm font-bold tracking-widest">{COUPON_TEXT.off}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 border-l-2 border-dashed border-line p-4">
        <h2 className="flex flex-wrap items-center gap-2">
          <span className="rounded-lg bg-sun-100 px-2.5 py-1 font-mono text-base font-extrabold tracking-wider">
            {coupon.code}
          </span>
        </h2>
        <p className="text-sm font-semibold">{couponRuleInWords(coupon)}</p>
        {!expired && coupon.unusableReason && (
          <p className="text-sm font-semibold text-coral-700">{inShoppersLanguage(coupon.unusableReason)}</p>
        )}
        <p className="text-sm text-ink-soft">
          {COUPON_TEXT.validTill}{' '}
          <time dateTime={coupon.expiry}>{formatLongDate(coupon.expiry, locale)}</time>
        </p>
        {!expired && (
          <button
            type="button"
            onClick={() => void copy()}
            className="btn-secondary mt-auto min-h-10 self-start px-4"
            aria-label={`${COUPON_TEXT.copyCode} ${coupon.code}`}
          >
            {copied ? COUPON_TEXT.copied : COUPON_TEXT.copyCode}
          </button>
        )}
        <span role="status" className="sr-only">
          {copied ? COUPON_TEXT.copied : ''}
        </span>
      </div>
      {expired && (
        <div className="absolute inset-0 grid place-items-center bg-white/75 backdrop-blur-[1px]">
          <p className="-rotate-6 rounded-xl border-2 border-coral-700 bg-white px-4 py-1.5 text-lg font-extrabold text-coral-700">
            {TEXT.offerEnded}
          </p>
        </div>
      )}
    </article>
  );
}

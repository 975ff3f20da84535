import { Link } from 'react-router';
import { isCouponExpired } from '../../../contract/coupons';
import { formatLongDate } from '../../../contract/dates';
import { formatPrice } from '../../../contract/money';
import { ADMIN_TEXT, FALLBACK, PAGE_TITLES, TEXT } from '../../../contract/messages';
import { Loading } from '../../components/loading';
import { AdminScreen } from './admin-screen';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useAdminCoupons } from './api/coupons';

export default function AdminCouponsPage() {
  const coupons = useAdminCoupons();
  const now = new Date();

  return (
    <AdminScreen
      title={PAGE_TITLES.adminCoupons}
      actions={
        <Link to="/admin/addCoupon" className="btn-primary">
          {ADMIN_TEXT.addNewCoupon}
        </Link>
      }
    >
      {coupons.isPending ? (
        <Loading />
      ) : coupons.isError ? (
        <ErrorText message={messageOf(coupons.error, FALLBACK.couponFetchFailed)} />
      ) : coupons.data.length === 0 ? (
        <StatusText>{ADMIN_TEXT.noCoupons}</StatusText>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coupons.data.map((coupon) => {
            const expired = isCouponExpired(coupon, now);
            return (
              <li key={coupon._id} className={`card grid gap-2 p-5 ${expired ? 'opacity-70' : ''}`}>
                <div className="flex items-start justify-between gap-2">
                  <p className="rounded-xl border-2 border-dashed border-coral-300 bg-coral-50 px-3 py-1 font-mono text-lg font-extrabold tracking-wider text-coral-800">
                    {coupon.code}
                  </p>
                  {expired && (
                    <span className="rounded-full bg-lilac-100 px-2.5 py-1 text-xs font-bold text-ink">
                      {TEXT.offerEnded}
                    </span>
                  )}
                </div>
                <p className="text-2xl font-extrabold">{formatPrice(coupon.discount)} off</p>
                <p className="text-sm text-ink-soft">Expires on {formatLongDate(coupon.expiry)}</p>
                {coupon.firstOrderOnly && (
                  <p className="text-xs font-semibold text-mint-800">First order only</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminScreen>
  );
}

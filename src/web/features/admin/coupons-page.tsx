import { useState } from 'react';
import { Link } from 'react-router';
import { isCouponExpired, type AdminCoupon } from '../../../contract/coupons';
import {
  CHECKOUT_TEXT,
  COUPON_ADMIN_TEXT,
  couponRuleInWords,
  FALLBACK,
  PAGE_TITLES,
  TEXT,
} from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { AdminScreen } from './admin-screen';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useAdminCoupons, useSetCouponActive } from './api/coupons';

/** The back office's coupons: each with its rules in words, its uses, and Edit and the switch. */
export default function AdminCouponsPage() {
  const coupons = useAdminCoupons();
  const setActive = useSetCouponActive();
  const { showSuccess, showError } = useMessages();
  const [switchingOff, setSwitchingOff] = useState<AdminCoupon | null>(null);
  const now = new Date();

  const switchTo = (coupon: AdminCoupon, active: boolean) =>
    setActive.mutate(
      { id: coupon._id, active },
      {
        onSuccess: (answer) => showSuccess(answer.message),
        onError: (error) => showError(messageOf(error, COUPON_ADMIN_TEXT.couponUpdateFailed)),
        onSettled: () => setSwitchingOff(null),
      },
    );

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
          {coupons.data.map((coupon) => (
            <li key={coupon._id}>
              <CouponCard
                coupon={coupon}
                expired={isCouponExpired(coupon, now)}
                notStarted={coupon.startsAt !== null && new Date(coupon.startsAt) > now}
                busy={setActive.isPending}
                onSwitchOff={() => setSwitchingOff(coupon)}
                onSwitchOn={() => switchTo(coupon, true)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={switchingOff !== null}
        title={COUPON_ADMIN_TEXT.switchOffTitle}
        message={
          switchingOff && (
            <>
              <span className="font-mono font-bold">{switchingOff.code}</span>:{' '}
              {COUPON_ADMIN_TEXT.switchOffBody}
            </>
          )
        }
        cancelLabel={CHECKOUT_TEXT.cancel}
        confirmLabel={COUPON_ADMIN_TEXT.switchOff}
        onCancel={() => setSwitchingOff(null)}
        onConfirm={() => switchingOff && switchTo(switchingOff, false)}
        busy={setActive.isPending}
      />
    </AdminScreen>
  );
}

interface CouponCardProps {
  coupon: AdminCoupon;
  expired: boolean;
  notStarted: boolean;
  busy: boolean;
  onSwitchOff: () => void;
  onSwitchOn: () => void;
}

function CouponCard({ coupon, expired, notStarted, busy, onSwitchOff, onSwitchOn }: CouponCardProps) {
  const dimmed = expired || !coupon.active;
  return (
    <article
      aria-labelledby={`coupon-${coupon._id}`}
      className={`card flex h-full flex-col gap-2 p-5 ${dimmed ? 'bg-lilac-50' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id={`coupon-${coupon._id}`}
          className="rounded-xl border-2 border-dashed border-coral-300 bg-coral-50 px-3 py-1 font-mono text-lg font-extrabold tracking-wider text-coral-800"
        >
          {coupon.code}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {!coupon.active && (
            <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-white">
              {COUPON_ADMIN_TEXT.switchedOffBadge}
            </span>
          )}
          {expired && (
            <span className="rounded-full bg-lilac-100 px-2.5 py-1 text-xs font-bold text-ink">
              {TEXT.offerEnded}
            </span>
          )}
          {notStarted && coupon.startsAt && (
            <span className="rounded-full bg-sun-100 px-2.5 py-1 text-xs font-bold text-ink">
              {COUPON_ADMIN_TEXT.startsOn(coupon.startsAt)}
            </span>
          )}
        </div>
      </div>
      <p className="text-lg font-extrabold">{couponRuleInWords(coupon)}</p>
      <p className="text-sm font-semibold">{COUPON_ADMIN_TEXT.uses(coupon.uses, coupon.totalUses)}</p>
      <p className="text-sm text-ink-soft">{COUPON_ADMIN_TEXT.expiresOn(coupon.expiry)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Link
          to={`/admin/coupon/${coupon._id}/edit`}
          className="btn-secondary min-h-10 px-4"
          aria-label={`${COUPON_ADMIN_TEXT.edit} ${coupon.code}`}
        >
          {COUPON_ADMIN_TEXT.edit}
        </Link>
        <button
          type="button"
          className="btn-secondary min-h-10 px-4"
          disabled={busy}
          onClick={coupon.active ? onSwitchOff : onSwitchOn}
          aria-label={`${coupon.active ? COUPON_ADMIN_TEXT.switchOff : COUPON_ADMIN_TEXT.switchOn} ${coupon.code}`}
        >
          {coupon.active ? COUPON_ADMIN_TEXT.switchOff : COUPON_ADMIN_TEXT.switchOn}
        </button>
      </div>
    </article>
  );
}

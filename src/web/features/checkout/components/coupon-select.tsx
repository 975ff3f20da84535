import type { ShopperCoupon } from '../../../../contract/coupons';
import { CHECKOUT_TEXT, couponOptionLabel } from '../../../../contract/messages';
import { formatRupees } from '../../../../contract/money';

interface CouponSelectProps {
  coupons: readonly ShopperCoupon[];
  value: string;
  onChange: (couponId: string) => void;
  disabled: boolean;
}

/**
 * The optional coupon. Only coupons the server marked usable for this shopper can be chosen; the others stay in
 * the list, greyed, with the server's reason, so that a parent knows why HOPE100 is not offered again.
 */
export function CouponSelect({ coupons, value, onChange, disabled }: CouponSelectProps) {
  const usable = coupons.filter((coupon) => coupon.usable);
  return (
    <div className="mt-5">
      <label htmlFor="coupon" className="mb-1.5 block text-sm font-semibold">
        {CHECKOUT_TEXT.coupon}
      </label>
      <select
        id="coupon"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || usable.length === 0}
        className="block min-h-12 w-full rounded-2xl border-2 border-mist bg-white px-4 py-2.5 text-base"
      >
        <option value="">{CHECKOUT_TEXT.noCoupon}</option>
        {coupons.map((coupon) => (
          <option key={coupon._id} value={coupon._id} disabled={!coupon.usable}>
            {couponOptionLabel(coupon.code, formatRupees(coupon.discount), coupon.unusableReason)}
          </option>
        ))}
      </select>
    </div>
  );
}

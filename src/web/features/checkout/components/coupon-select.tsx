import { couponProblemForBag, type ShopperCoupon } from '../../../../contract/coupons';
import type { Paise } from '../../../../contract/money';
import { inShoppersLanguage } from '../../../lib/language/server-text';
import { useTexts } from '../../../lib/language/use-texts';

interface CouponSelectProps {
  coupons: readonly ShopperCoupon[];
  /** The items' value of the bag (selling prices, no fee): what a coupon's minimum order is measured on. */
  bagValuePaise: Paise;
  value: string;
  onChange: (couponId: string) => void;
  disabled: boolean;
}

/**
 * The optional coupon. Only coupons this shopper can use on this bag can be chosen (the server's reason first, then
 * the minimum order, by the rule of src/contract/coupons.ts); the others stay in the list, greyed, with the reason,
 * and those only the bag's size keeps back are spelt out under the list: "Add ₹191 more to use SAVE10."
 */
export function CouponSelect({ coupons, bagValuePaise, value, onChange, disabled }: CouponSelectProps) {
  const { CHECKOUT_TEXT, COUPON_REFUSALS, couponOptionLabel, couponRuleInWords } = useTexts();
  // The server's reason comes in English; a known one is shown in the shopper's language.
  const rows = coupons.map((coupon) => {
    const problem = couponProblemForBag(coupon, bagValuePaise, COUPON_REFUSALS);
    return { coupon, problem: problem === null ? null : inShoppersLanguage(problem) };
  });
  const usable = rows.filter((row) => row.problem === null);
  // The server allows these, only the bag is too small: the parent can still do something about it.
  const notYet = rows.filter((row) => row.problem !== null && row.coupon.usable);
  const chosen = rows.find((row) => row.coupon._id === value);
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
        aria-describedby={chosen ? 'coupon-rule' : undefined}
        className="block min-h-12 w-full rounded-2xl border-2 border-mist bg-white px-4 py-2.5 text-base"
      >
        <option value="">{CHECKOUT_TEXT.noCoupon}</option>
        {rows.map(({ coupon, problem }) => (
          <option key={coupon._id} value={coupon._id} disabled={problem !== null}>
            {couponOptionLabel(coupon.code, couponRuleInWords(coupon), problem)}
          </option>
        ))}
      </select>
      {chosen && (
        <p id="coupon-rule" className="mt-1.5 text-sm text-ink-soft">
          {couponRuleInWords(chosen.coupon)}
        </p>
      )}
      {notYet.length > 0 && (
        <div className="mt-3 rounded-2xl bg-sun-50 px-4 py-3">
          <p id="coupons-not-yet" className="text-sm font-semibold">
            {CHECKOUT_TEXT.couponsNotYet}
          </p>
          <ul aria-labelledby="coupons-not-yet" className="mt-1 grid gap-1 text-sm text-ink-soft">
            {notYet.map(({ coupon, problem }) => (
              <li key={coupon._id}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

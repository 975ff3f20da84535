import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ADMIN_TEXT, addCouponFailed, FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { AdminScreen } from './admin-screen';
import { EMPTY_COUPON_FORM, readCouponForm, todayKey } from './coupon-form-model';
import type { CouponField, CouponFormValues } from './coupon-form-model';
import { describedBy, FormField, INPUT } from './form-field';
import { messageOf } from '../../lib/api-client';
import { useAddCoupon } from './api/coupons';

export default function AdminAddCouponPage() {
  const add = useAddCoupon();
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const update = <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = field === 'expiryDate' ? 'expiry' : field;
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = readCouponForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    add.mutate(result.coupon, {
      onSuccess: () => {
        window.alert(SUCCESS.couponAdded);
        setValues(EMPTY_COUPON_FORM);
      },
      onError: (error) => {
        const message = messageOf(error, FALLBACK.couponCreateFailed);
        window.alert(addCouponFailed(message));
        setFailure(message);
      },
    });
  };

  return (
    <AdminScreen
      title={PAGE_TITLES.adminAddCoupon}
      actions={
        <Link to="/admin/coupon" className="btn-secondary">
          {PAGE_TITLES.adminCoupons}
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={submit}
        className="card grid max-w-xl gap-5 p-5 sm:p-8"
        aria-busy={add.isPending}
      >
        <FormField
          id="coupon-code"
          label={ADMIN_TEXT.couponCode}
          error={errors.code}
          hint="Letters and digits only."
        >
          <input
            id="coupon-code"
            name="code"
            className={`${INPUT} font-mono uppercase`}
            autoComplete="off"
            maxLength={20}
            required
            value={values.code}
            onChange={(event) => update('code', event.target.value)}
            {...describedBy('coupon-code', errors.code, 'hint')}
          />
        </FormField>
        <FormField id="coupon-discount" label={ADMIN_TEXT.couponDiscountField} error={errors.discount}>
          <input
            id="coupon-discount"
            name="discount"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            required
            className={INPUT}
            value={values.discount}
            onChange={(event) => update('discount', event.target.value)}
            {...describedBy('coupon-discount', errors.discount)}
          />
        </FormField>
        <FormField id="coupon-expiry" label={ADMIN_TEXT.expiryDate} error={errors.expiry}>
          <input
            id="coupon-expiry"
            name="expiry"
            type="date"
            min={todayKey()}
            required
            className={INPUT}
            value={values.expiryDate}
            onChange={(event) => update('expiryDate', event.target.value)}
            {...describedBy('coupon-expiry', errors.expiry)}
          />
        </FormField>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-coral-600"
            checked={values.firstOrderOnly}
            onChange={(event) => update('firstOrderOnly', event.target.checked)}
          />
          Valid on first order only
        </label>
        {failure && (
          <p role="alert" className="font-semibold text-coral-700">
            {addCouponFailed(failure)}
          </p>
        )}
        <div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={add.isPending}>
            {add.isPending ? ADMIN_TEXT.adding : PAGE_TITLES.adminAddCoupon}
          </button>
        </div>
      </form>
    </AdminScreen>
  );
}

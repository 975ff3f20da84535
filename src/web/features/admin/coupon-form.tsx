import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { COUPON_DISCOUNT_MAX } from '../../../contract/constants';
import { COUPON_PERCENT_MAX } from '../../../contract/coupons';
import { COUPON_ADMIN_TEXT } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { readCouponForm, todayKey } from './coupon-form-model';
import type { CouponField, CouponFormValues } from './coupon-form-model';
import { describedBy, FormField, INPUT } from './form-field';
import type { NewCoupon } from './api/coupons';

interface CouponFormProps {
  initialValues: CouponFormValues;
  /** A new coupon's dates start today; an existing one may keep a past expiry while other rules change. */
  mode: 'add' | 'edit';
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, shown under the form. */
  failure: ReactNode;
  /** Called with a valid body; resolves true when the form should empty (a coupon added). */
  onSubmit: (coupon: NewCoupon) => Promise<boolean>;
}

/** Which form field shows an error: the start and expiry are typed as days. */
const FIELD_OF: Partial<Record<keyof CouponFormValues, CouponField>> = {
  startsDate: 'startsAt',
  expiryDate: 'expiry',
};

/** The coupon's rules, checked by the shared schema before they are sent; the server checks them again. */
export function CouponForm(props: CouponFormProps) {
  const { initialValues, mode, submitLabel, busyLabel, busy, failure, onSubmit } = props;
  const [values, setValues] = useState<CouponFormValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const percent = values.type === 'percent';

  const update = <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = FIELD_OF[field] ?? (field as CouponField);
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readCouponForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void onSubmit(result.coupon).then((reset) => {
      if (reset) setValues(initialValues);
    });
  };

  const numberInput = (
    field: 'discount' | 'minOrder' | 'maxDiscount' | 'perCustomer' | 'totalUses',
    id: string,
    max: number,
    hintText?: string,
  ) => (
    <input
      id={id}
      name={field}
      type="number"
      inputMode="numeric"
      min={field === 'minOrder' ? 0 : 1}
      max={max}
      step={1}
      className={INPUT}
      value={values[field]}
      onChange={(event) => update(field, event.target.value)}
      {...describedBy(id, errors[field], hintText)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="card grid max-w-2xl gap-5 p-5 sm:p-8" aria-busy={busy}>
      <FormField
        id="coupon-code"
        label={ADMIN_TEXT.couponCode}
        error={errors.code}
        hint={COUPON_ADMIN_TEXT.codeHint}
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

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink">{COUPON_ADMIN_TEXT.type}</legend>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ['flat', COUPON_ADMIN_TEXT.typeFlat],
              ['percent', COUPON_ADMIN_TEXT.typePercent],
            ] as const
          ).map(([type, label]) => (
            <label
              key={type}
              className="flex min-h-11 items-center gap-2 rounded-2xl border-2 border-line px-4 has-[:checked]:border-coral-600 has-[:checked]:bg-coral-50"
            >
              <input
                type="radio"
                name="type"
                value={type}
                className="size-5 accent-coral-600"
                checked={values.type === type}
                onChange={() => update('type', type)}
              />
              <span className="text-sm font-semibold">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="coupon-discount"
          label={percent ? COUPON_ADMIN_TEXT.percentField : ADMIN_TEXT.couponDiscountField}
          error={errors.discount}
        >
          {numberInput('discount', 'coupon-discount', percent ? COUPON_PERCENT_MAX : COUPON_DISCOUNT_MAX)}
        </FormField>
        {percent && (
          <FormField
            id="coupon-max-discount"
            label={COUPON_ADMIN_TEXT.maxDiscount}
            error={errors.maxDiscount}
            hint={COUPON_ADMIN_TEXT.maxDiscountHint}
          >
            {numberInput('maxDiscount', 'coupon-max-discount', 10_000, 'hint')}
          </FormField>
        )}
        <FormField
          id="coupon-min-order"
          label={COUPON_ADMIN_TEXT.minOrder}
          error={errors.minOrder}
          hint={COUPON_ADMIN_TEXT.minOrderHint}
        >
          {numberInput('minOrder', 'coupon-min-order', 1_00_000, 'hint')}
        </FormField>
        <FormField
          id="coupon-per-customer"
          label={COUPON_ADMIN_TEXT.perCustomer}
          error={errors.perCustomer}
          hint={COUPON_ADMIN_TEXT.perCustomerHint}
        >
          {numberInput('perCustomer', 'coupon-per-customer', 100, 'hint')}
        </FormField>
        <FormField
          id="coupon-total-uses"
          label={COUPON_ADMIN_TEXT.totalUses}
          error={errors.totalUses}
          hint={COUPON_ADMIN_TEXT.totalUsesHint}
        >
          {numberInput('totalUses', 'coupon-total-uses', 1_00_000, 'hint')}
        </FormField>
        <FormField
          id="coupon-starts"
          label={COUPON_ADMIN_TEXT.startsAt}
          error={errors.startsAt}
          hint={COUPON_ADMIN_TEXT.startsAtHint}
        >
          <input
            id="coupon-starts"
            name="startsAt"
            type="date"
            className={INPUT}
            value={values.startsDate}
            onChange={(event) => update('startsDate', event.target.value)}
            {...describedBy('coupon-starts', errors.startsAt, 'hint')}
          />
        </FormField>
        <FormField id="coupon-expiry" label={ADMIN_TEXT.expiryDate} error={errors.expiry}>
          <input
            id="coupon-expiry"
            name="expiry"
            type="date"
            min={mode === 'add' ? todayKey() : undefined}
            required
            className={INPUT}
            value={values.expiryDate}
            onChange={(event) => update('expiryDate', event.target.value)}
            {...describedBy('coupon-expiry', errors.expiry)}
          />
        </FormField>
      </div>

      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          name="firstOrderOnly"
          className="size-5 accent-coral-600"
          checked={values.firstOrderOnly}
          onChange={(event) => update('firstOrderOnly', event.target.checked)}
        />
        {COUPON_ADMIN_TEXT.firstOrderOnly}
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          name="active"
          className="size-5 accent-coral-600"
          checked={values.active}
          onChange={(event) => update('active', event.target.checked)}
        />
        {COUPON_ADMIN_TEXT.active}
      </label>

      {failure}
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

import { PAYMENT_METHODS } from '../../../../contract/constants';
import type { PaymentMethod } from '../../../../contract/constants';
import { CheckCircleIcon, LockIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/language/use-texts';

/**
 * Every payment method of docs/product.md section 2 (Checkout): cash on delivery, and UPI when the shop takes it
 * (`upiPayee`, from GET /api/user/payment-methods), selectable; the others are shown locked.
 */
export function PaymentSection({
  value,
  onChange,
  selectable: selectableMethods,
  upiPayee,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  selectable: readonly PaymentMethod[];
  upiPayee: string | null;
}) {
  const { CHECKOUT_TEXT, PAYMENT_METHOD_LABELS, TEXT, UPI_TEXT } = useTexts();
  return (
    <section aria-labelledby="payment-title" className="card p-5 sm:p-6">
      <h2 id="payment-title" className="text-lg font-extrabold">
        {CHECKOUT_TEXT.paymentMethod}
      </h2>
      <p id="payment-note" className="mt-1 text-sm text-ink-soft">
        {upiPayee ? UPI_TEXT.codOrUpi(upiPayee) : TEXT.onlyCod}
      </p>
      <div
        role="radiogroup"
        aria-labelledby="payment-title"
        aria-describedby="payment-note"
        className="mt-4 flex flex-col gap-2"
      >
        {PAYMENT_METHODS.map((method) => {
          const selectable = selectableMethods.includes(method);
          const checked = value === method;
          return (
            <label
              key={method}
              className={`flex items-center gap-3 rounded-2xl border-2 px-4 py-3 text-sm ${
                selectable
                  ? `cursor-pointer ${checked ? 'border-coral-500 bg-coral-50' : 'border-mist bg-white'}`
                  : 'cursor-not-allowed border-dashed border-mist bg-cream text-ink-soft'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={checked}
                disabled={!selectable}
                onChange={() => onChange(method)}
                className="size-5 accent-coral-600"
              />
              <span className="flex-1 font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
              {selectable ? (
                <CheckCircleIcon className={`size-5 ${checked ? 'text-mint-700' : 'text-transparent'}`} />
              ) : (
                <span className="inline-flex items-center gap-1 text-xs font-semibold">
                  <LockIcon className="size-4" />
                  {CHECKOUT_TEXT.locked}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </section>
  );
}

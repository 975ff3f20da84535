import { useEffect, useId, useState, type FormEvent } from 'react';
import { deliveryPlaceText } from '../../../contract/messages';
import { useDeliveryEstimate } from '../../api/delivery';
import { deliveryLine } from '../../components/delivery-estimate';
import { CheckCircleIcon, AlertIcon } from '../../components/icons';
import { messageOf } from '../../lib/api-client';
import { rememberPin, rememberedPin } from '../../lib/remembered-pin';
import { useLocale, useTexts } from '../../lib/language/use-texts';

/**
 * "Check delivery" on the product page: a PIN code and when a parcel ordered now arrives there. The last PIN that
 * got an answer is remembered in this browser and asked again on the next product page.
 */
export function CheckDelivery() {
  const texts = useTexts();
  const { DELIVERY_TEXT } = texts;
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState(rememberedPin);
  const [asked, setAsked] = useState(rememberedPin);
  const estimate = useDeliveryEstimate(asked);
  const answered = estimate.data?.pin === asked ? estimate.data : undefined;

  useEffect(() => {
    if (answered) rememberPin(answered.pin);
  }, [answered]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (typed === asked) void estimate.refetch();
    else setAsked(typed);
  };

  const checking = Boolean(asked) && estimate.isFetching && !answered;
  const error = asked && estimate.isError ? messageOf(estimate.error, DELIVERY_TEXT.estimateFailed) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-sm font-extrabold">
        {DELIVERY_TEXT.title}
      </h2>
      <form onSubmit={check} className="mt-2 flex items-end gap-2" noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-pin`} className="mb-1 block text-xs font-semibold text-ink-soft">
            {DELIVERY_TEXT.pinLabel}
          </label>
          <input
            id={`${id}-pin`}
            name="pin"
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={DELIVERY_TEXT.pinPlaceholder}
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-answer`}
            className={`block min-h-11 w-full rounded-xl border-2 bg-white px-3 py-2 text-base tracking-wider text-ink placeholder:tracking-normal placeholder:text-ink-soft/70 focus:border-coral-500 ${
              error ? 'border-coral-600' : 'border-mist'
            }`}
          />
        </div>
        <button type="submit" className="btn-secondary min-h-11 shrink-0 px-5" disabled={!typed || checking}>
          {checking ? DELIVERY_TEXT.checking : DELIVERY_TEXT.check}
        </button>
      </form>
      <div id={`${id}-answer`} aria-live="polite" className="mt-2 text-sm empty:mt-0">
        {error ? (
          <p className="flex items-start gap-1.5 font-semibold text-coral-700">
            <AlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : answered ? (
          answered.serviceable && answered.city && answered.state ? (
            <>
              <p className="font-extrabold text-ink">{deliveryLine(answered, texts, locale)}</p>
              <p className="text-ink-soft">{deliveryPlaceText(answered.city, answered.state)}</p>
              <p
                className={`mt-1 flex items-center gap-1.5 font-semibold ${answered.cod ? 'text-mint-700' : 'text-coral-700'}`}
              >
                {answered.cod ? (
                  <CheckCircleIcon className="size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <AlertIcon className="size-4 shrink-0" aria-hidden="true" />
                )}
                {answered.cod ? DELIVERY_TEXT.codAvailable : DELIVERY_TEXT.codUnavailable}
              </p>
            </>
          ) : (
            <p className="font-semibold text-coral-700">{deliveryLine(answered, texts, locale)}</p>
          )
        ) : null}
      </div>
    </section>
  );
}

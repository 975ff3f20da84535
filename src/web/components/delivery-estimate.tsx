import { deliveryDatesText } from '../../contract/delivery';
import type { DeliveryEstimate } from '../../contract/delivery-estimate';
import { useDeliveryEstimate } from '../api/delivery';
import { messageOf } from '../lib/api-client';
import type { Messages } from '../lib/language/language-store';
import { useLocale, useTexts } from '../lib/language/use-texts';

/** "Delivery by Thu, 3 Dec – Sat, 5 Dec", or why the shop cannot deliver there. */
export function deliveryLine(
  estimate: DeliveryEstimate,
  { DELIVERY_TEXT, deliveryByText }: Messages,
  locale: 'en-IN' | 'hi-IN',
): string {
  return estimate.serviceable && estimate.earliest && estimate.latest
    ? deliveryByText(deliveryDatesText(estimate.earliest, estimate.latest, locale))
    : DELIVERY_TEXT.notServiceable;
}

/**
 * The line the bag and the checkout show for the PIN a parcel would go to: `undefined` while that PIN is not known
 * yet (nothing shown), `null` when there is none (a hint to add an address). Null while the answer is on its way.
 */
export function useDeliveryLine(pin: string | null | undefined): string | null {
  const texts = useTexts();
  const { DELIVERY_TEXT } = texts;
  const locale = useLocale();
  const estimate = useDeliveryEstimate(pin);
  if (pin === undefined) return null;
  if (pin === null) return DELIVERY_TEXT.noAddressYet;
  if (estimate.isError) return messageOf(estimate.error, DELIVERY_TEXT.estimateFailed);
  return estimate.data ? deliveryLine(estimate.data, texts, locale) : null;
}

/** The checkout's delivery date for the chosen address, announced when the choice changes it. */
export function DeliveryEstimateNote({ pin }: { pin: string | null | undefined }) {
  const { DELIVERY_TEXT } = useTexts();
  const line = useDeliveryLine(pin);
  return (
    <p aria-live="polite" className="mt-3 min-h-5 text-sm font-semibold text-mint-700">
      {line ?? (pin ? DELIVERY_TEXT.checking : '')}
    </p>
  );
}

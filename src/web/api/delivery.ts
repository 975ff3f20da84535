import { useQuery } from '@tanstack/react-query';
import type { DeliveryEstimate } from '../../contract/delivery-estimate';
import { currentTexts } from '../lib/language/language-store';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

// When a parcel ordered now reaches a PIN code: the product page's "Check delivery", the bag and the checkout.

/** The server lets the browser keep an answer five minutes; the dates move only at the cut-off and midnight. */
const FIVE_MINUTES = 5 * 60_000;

/** The estimate for `pin`, or nothing asked while there is no PIN. */
export function useDeliveryEstimate(pin: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.delivery(pin ?? ''),
    queryFn: ({ signal }) =>
      api.get<DeliveryEstimate>(`/user/delivery?pin=${encodeURIComponent(pin ?? '')}`, {
        signal,
        fallback: currentTexts().DELIVERY_TEXT.estimateFailed,
      }),
    enabled: Boolean(pin),
    staleTime: FIVE_MINUTES,
  });
}

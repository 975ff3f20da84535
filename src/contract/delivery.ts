import { addDays, formatShortDate } from './dates';

// A cash-on-delivery order reaches most PIN codes in 3 to 5 days; the cart shows that window, in IST.
export const DELIVERY_DAYS = { earliest: 3, latest: 5 } as const;

/** "Delivery by 25 Nov - 27 Nov" for an order placed at `now`. */
export function deliveryEstimate(now: Date): string {
  const from = formatShortDate(addDays(now, DELIVERY_DAYS.earliest));
  const to = formatShortDate(addDays(now, DELIVERY_DAYS.latest));
  return `Delivery by ${from} - ${to}`;
}

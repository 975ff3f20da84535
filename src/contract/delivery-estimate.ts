import { z } from 'zod';
import { DELIVERY_ZONES } from './delivery';

// The delivery call's answer, apart from the rule in delivery.ts so that the storefront's pages, which read the
// rule's texts, do not download zod for it.

/** `GET /api/user/delivery?pin=`: where a PIN is and, when the shop delivers there, when a parcel ordered now arrives. */
export const DeliveryEstimateSchema = z.object({
  pin: z.string(),
  /** The directory's district and state; null for a PIN the directory does not hold (the Army Postal Service). */
  city: z.string().nullable(),
  state: z.string().nullable(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  /** IST days as YYYY-MM-DD; null where the shop does not deliver. */
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  zone: z.enum(DELIVERY_ZONES).nullable(),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

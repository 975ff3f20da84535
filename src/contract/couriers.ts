import { z } from 'zod';
import { SHIPMENT_MESSAGES } from './messages/back-office';

// The couriers an order can ship with, and where a parent follows the parcel (docs/decisions/0051-shipping-with-
// tracking-and-rto.md). One table for the shop's server (the order views, the shipped mail), the back office's ship
// dialog and the labels: a courier's page that moves is fixed here once.

export const COURIERS = [
  'delhivery',
  'bluedart',
  'dtdc',
  'ekart',
  'xpressbees',
  'indiapost',
  'shadowfax',
  'other',
] as const;
export type Courier = (typeof COURIERS)[number];

/** A courier's name as parents and the shop know it (brand names, as each writes its own). */
export const COURIER_NAMES: Record<Exclude<Courier, 'other'>, string> = {
  delhivery: 'Delhivery',
  bluedart: 'Blue Dart',
  dtdc: 'DTDC',
  ekart: 'Ekart',
  xpressbees: 'Xpressbees',
  indiapost: 'India Post',
  shadowfax: 'Shadowfax',
};

/**
 * Each courier's public tracking page, `{awb}` standing for the air waybill number. India Post's page takes no
 * number in its address (the parent types it in), so its link is the page alone; "other" has none.
 */
export const TRACKING_URL_TEMPLATES: Record<Courier, string | null> = {
  delhivery: 'https://www.delhivery.com/track-v2/package/{awb}',
  bluedart: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  dtdc: 'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno={awb}',
  ekart: 'https://ekartlogistics.com/shipmenttrack/{awb}',
  xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  indiapost: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  shadowfax: 'https://tracker.shadowfax.in/#/track?awb={awb}',
  other: null,
};

/** The courier's tracking page for this AWB, or null when the courier has none. */
export function trackingUrl(courier: Courier, awb: string): string | null {
  return TRACKING_URL_TEMPLATES[courier]?.replace('{awb}', encodeURIComponent(awb)) ?? null;
}

/** The name shown for a courier: its brand, or the name typed in for "other". */
export function courierDisplayName(courier: Courier, otherName: string | null): string {
  return courier === 'other' ? (otherName ?? '') : COURIER_NAMES[courier];
}

export const AWB_MAX_LENGTH = 30;
export const COURIER_NAME_MAX_LENGTH = 60;

/** An air waybill number as couriers print them: letters, digits and inner hyphens (India Post's "EE123456789IN"). */
const AWB_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

const CourierSchema = z.enum(COURIERS, { error: SHIPMENT_MESSAGES.unknownCourier });

const AwbSchema = z
  .string({ error: SHIPMENT_MESSAGES.awbRequired })
  .trim()
  .min(1, SHIPMENT_MESSAGES.awbRequired)
  .max(AWB_MAX_LENGTH, SHIPMENT_MESSAGES.awbTooLong)
  .regex(AWB_PATTERN, SHIPMENT_MESSAGES.awbCharacters);

const CourierNameSchema = z
  .string({ error: SHIPMENT_MESSAGES.courierNameRequired })
  .trim()
  .min(1, SHIPMENT_MESSAGES.courierNameRequired)
  .max(COURIER_NAME_MAX_LENGTH, SHIPMENT_MESSAGES.courierNameTooLong);

/** What the shop records when an order ships: the courier ("other" with its name) and the AWB. */
export const ShipmentInputSchema = z
  .object({ courier: CourierSchema, courierName: CourierNameSchema.optional(), awb: AwbSchema })
  .refine((shipment) => shipment.courier !== 'other' || shipment.courierName !== undefined, {
    message: SHIPMENT_MESSAGES.courierNameRequired,
    path: ['courierName'],
  });
export type ShipmentInput = z.infer<typeof ShipmentInputSchema>;

/** An order's shipment as the customer and admin views carry it; null until it ships with a courier. */
export const ShipmentSchema = z.object({
  courier: z.enum(COURIERS),
  /** The courier's name to show: its brand, or the name given for "other". */
  courierName: z.string(),
  awb: z.string(),
  /** The courier's public tracking page for this AWB; null for "other". */
  trackingUrl: z.string().nullable(),
  /** ISO instant it was marked shipped. */
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** The view of a stored shipment (the orders row's courier, courier_name, awb, shipped_at columns). */
export function toShipment(row: {
  courier: string | null;
  courierName: string | null;
  awb: string | null;
  shippedAt: Date | null;
}): Shipment | null {
  if (!row.courier || !row.awb || !row.shippedAt) return null;
  const courier = row.courier as Courier;
  return {
    courier,
    courierName: courierDisplayName(courier, row.courierName),
    awb: row.awb,
    trackingUrl: trackingUrl(courier, row.awb),
    shippedAt: row.shippedAt.toISOString(),
  };
}

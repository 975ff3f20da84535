import { formatDateTime } from '../../contract/dates';
import type { Shipment } from '../../contract/couriers';
import { useLocale, useTexts } from '../lib/language/use-texts';

/** "Track parcel": the courier's own tracking page for this AWB, in a new tab; nothing when the courier has none. */
export function TrackParcelLink({ shipment, className = '' }: { shipment: Shipment; className?: string }) {
  const { SHIPMENT_TEXT } = useTexts();
  if (!shipment.trackingUrl) return null;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={SHIPMENT_TEXT.trackParcelLabel(shipment.courierName)}
      className={className}
    >
      {SHIPMENT_TEXT.trackParcel}
    </a>
  );
}

/**
 * The parcel on its way: the courier, the AWB number (selectable, to copy into the courier's page when it takes no
 * number in its address) and "Track parcel". On the shopper's order page and the admin's order details.
 */
export function ShipmentDetails({ shipment, className = '' }: { shipment: Shipment; className?: string }) {
  const { SHIPMENT_TEXT } = useTexts();
  const locale = useLocale();
  return (
    <section aria-labelledby="shipment-title" className={`card p-5 sm:p-6 ${className}`}>
      <h2 id="shipment-title" className="text-lg font-extrabold">
        {SHIPMENT_TEXT.title}
      </h2>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-ink-soft">{SHIPMENT_TEXT.courier}</dt>
          <dd className="font-semibold">{shipment.courierName}</dd>
          <dt className="text-ink-soft">{SHIPMENT_TEXT.awb}</dt>
          <dd className="select-all break-all font-mono font-semibold">{shipment.awb}</dd>
          <dt className="text-ink-soft">{SHIPMENT_TEXT.shippedOn}</dt>
          <dd>
            <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt, locale)}</time>
          </dd>
        </dl>
        <TrackParcelLink shipment={shipment} className="btn-primary w-full sm:w-auto" />
      </div>
    </section>
  );
}

import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '../../contract/dates';
import type { Shipment } from '../../contract/couriers';
import type { OrderHistory, OrderHistoryEntry } from '../../contract/order-history';
import { ORDER_STATUS_STYLE } from '../lib/order-status-style';
import { TrackParcelLink } from './shipment-details';
import type { Messages } from '../lib/language/language-store';
import { useLocale, useTexts } from '../lib/language/use-texts';

type TimelineViewer = 'shopper' | 'admin';

function byText(
  by: OrderHistoryEntry['by'],
  viewer: TimelineViewer,
  HISTORY_TEXT: Messages['HISTORY_TEXT'],
): string {
  return by === 'shopper' ? HISTORY_TEXT.byShopper[viewer] : HISTORY_TEXT.byShop;
}

/**
 * An order's status history as a dated timeline, oldest first: an ordered list, one step per status reached,
 * with who made the change and when (in IST, the shop's time), the shop's reason for a cancellation or a return to
 * origin, and under "shipped" the courier, AWB and tracking link. Used by the shopper's and the admin's order pages.
 */
export function StatusTimeline({
  history,
  viewer,
  shipment = null,
  className = '',
}: {
  history: UseQueryResult<OrderHistory>;
  viewer: TimelineViewer;
  shipment?: Shipment | null;
  className?: string;
}) {
  const { HISTORY_STEP, HISTORY_TEXT, ORDER_TEXT, SHIPMENT_TEXT } = useTexts();
  const locale = useLocale();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`card p-5 sm:p-6 ${className}`}>
      <h2 id={titleId} className="text-lg font-extrabold">
        {HISTORY_TEXT.title}
      </h2>
      {history.isPending ? (
        <p role="status" className="mt-4 text-sm text-ink-soft">
          {HISTORY_TEXT.loading}
        </p>
      ) : history.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p className="font-semibold text-coral-700">{HISTORY_TEXT.failed}</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            {HISTORY_TEXT.retry}
          </button>
        </div>
      ) : history.data.history.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">{HISTORY_TEXT.empty}</p>
      ) : (
        <ol className="mt-4 flex flex-col">
          {history.data.history.map((entry, index, all) => (
            <li key={`${entry.to}-${entry.at}`} className="relative flex gap-3 pb-5 last:pb-0">
              {index < all.length - 1 && (
                <span aria-hidden="true" className="absolute top-6 bottom-0 left-[0.6875rem] w-0.5 bg-mist" />
              )}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ring-1 ${ORDER_STATUS_STYLE[entry.to]}`}
              >
                <span className="size-2 rounded-full bg-current" />
              </span>
              <div className="min-w-0 text-sm">
                <p>
                  <span className="font-bold">{HISTORY_STEP[entry.to]}</span>{' '}
                  <span className="text-ink-soft">{byText(entry.by, viewer, HISTORY_TEXT)}</span>
                </p>
                <p className="mt-0.5 text-ink-soft">
                  <time dateTime={entry.at}>
                    {formatDateTime(entry.at, locale)} {HISTORY_TEXT.inIst}
                  </time>
                </p>
                {entry.reason && <p className="mt-0.5 break-words">{ORDER_TEXT.reason(entry.reason)}</p>}
                {entry.to === 'shipped' && shipment && (
                  <p className="mt-0.5 break-words">
                    {shipment.courierName} · {SHIPMENT_TEXT.awb}{' '}
                    <span className="font-mono">{shipment.awb}</span>
                    {shipment.trackingUrl && ' · '}
                    <TrackParcelLink
                      shipment={shipment}
                      className="font-semibold text-coral-700 underline hover:text-coral-800"
                    />
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

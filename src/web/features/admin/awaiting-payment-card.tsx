import { NET_SALES_TEXT } from '../../../contract/messages/back-office';
import { formatRupees } from '../../../contract/money';
import type { UnpaidSales } from '../../../contract/revenue';

/** Sales not paid yet, by payment method: shown beside net sales on the dashboard and the Reports screen. */
export function AwaitingPaymentCard({ awaiting }: { awaiting: UnpaidSales }) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="awaiting-payment-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="awaiting-payment-title" className="font-extrabold">
          {NET_SALES_TEXT.awaitingPayment}
        </h2>
        <p className="text-lg font-extrabold">
          {formatRupees(awaiting.amount)}{' '}
          <span className="text-sm font-semibold text-ink-soft">
            ({NET_SALES_TEXT.ordersCount(awaiting.orders)})
          </span>
        </p>
      </div>
      <p className="text-sm text-ink-soft">{NET_SALES_TEXT.awaitingNote}</p>
      {awaiting.byMethod.length === 0 ? (
        <p className="mt-2 text-sm">{NET_SALES_TEXT.nothingAwaited}</p>
      ) : (
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          {awaiting.byMethod.map((method) => (
            <div key={method.paymentMethod} className="rounded-xl bg-sun-50 px-3 py-2">
              <dt className="text-sm font-semibold">
                {NET_SALES_TEXT.byMethod[method.paymentMethod] ?? method.paymentMethod}
              </dt>
              <dd className="font-extrabold">
                {formatRupees(method.amount)}{' '}
                <span className="text-sm font-semibold text-ink-soft">
                  ({NET_SALES_TEXT.ordersCount(method.orders)})
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

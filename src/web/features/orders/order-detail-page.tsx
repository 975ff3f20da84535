import { InvoiceLink } from '../../components/invoice-link';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { addressLines } from '../../../contract/address-lines';
import { formatDateTime } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { TRACKER_STEPS, customerCanCancel, trackerPosition } from '../../../contract/order-status';
import type { OrderStatus } from '../../../contract/order-status';
import { paymentMethodText, shortOrderId } from '../../../contract/order-texts';
import type { Order } from '../../../contract/orders';
import { returnDaysLeft } from '../../../contract/returns';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailed } from '../../components/load-failed';
import { AlertIcon, ArrowLeftIcon, CheckCircleIcon } from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PriceSummary } from '../../components/price-summary';
import { FALLBACK_IMAGE } from '../../components/product-card';
import { ShipmentDetails } from '../../components/shipment-details';
import { StatusTimeline } from '../../components/status-timeline';
import { isApiRequestError, messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrder } from '../../api/order-detail';
import { useCancelOrder, useOrderHistory } from './api/orders';
import { PaymentInWords } from '../../components/payment-in-words';
import { UpiPaymentPanel } from '../../components/upi-payment-panel';
import { useLocale, useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

export default function OrderDetailPage() {
  const { FALLBACK, ORDER_TEXT, PAGE_TITLES, TEXT, orderTitle } = useTexts();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? orderTitle(shortOrderId(order.data._id)) : PAGE_TITLES.orderDetail);

  return (
    <section className="page" aria-labelledby="page-title">
      <Link
        to="/order"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-coral-700"
      >
        <ArrowLeftIcon className="size-4" />
        {ORDER_TEXT.backToOrders}
      </Link>
      {order.isPending ? (
        <>
          <h1 id="page-title" className="sr-only">
            {PAGE_TITLES.orderDetail}
          </h1>
          <p role="status" className="py-16 text-center text-ink-soft">
            {TEXT.loadingOrder}
          </p>
        </>
      ) : order.isError ? (
        <>
          <h1 id="page-title" className="page-title">
            {PAGE_TITLES.orderDetail}
          </h1>
          {isApiRequestError(order.error) && order.error.status === 404 ? (
            <p role="alert" className="mt-6 rounded-2xl bg-coral-50 px-4 py-3 font-semibold text-coral-800">
              {TEXT.orderNotFound}
            </p>
          ) : (
            <LoadFailed query={order} fallback={FALLBACK.orderDetailsFailed} />
          )}
        </>
      ) : (
        <OrderView order={order.data} />
      )}
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const { ADDRESS_TEXT, ORDER_TEXT, PAYMENT_METHOD_LABELS, orderTitle, sizeName } = useTexts();
  const locale = useLocale();
  const placed = order.placedAt || order.createdAt;
  const summary = order.pricingSummary;
  return (
    <>
      <header className="card flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6">
        <div>
          <h1 id="page-title" className="page-title">
            {orderTitle(shortOrderId(order._id))}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">
            {ORDER_TEXT.placedOn} <time dateTime={placed}>{formatDateTime(placed, locale)}</time>
          </p>
          <div className="mt-2">
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        {customerCanCancel(order.status) && <CancelOrderButton orderId={order._id} />}
      </header>

      {order.paymentMethod === 'upi' && (
        <div className="mt-6">
          <UpiPaymentPanel order={order} />
        </div>
      )}

      {order.shipment && <ShipmentDetails shipment={order.shipment} className="mt-6" />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="items-title" className="card p-5 sm:p-6">
            <h2 id="items-title" className="text-lg font-extrabold">
              {ORDER_TEXT.items}
            </h2>
            <ul className="mt-4 flex flex-col divide-y divide-line">
              {order.items.map((item) => (
                <li
                  key={`${item.productId._id}-${item.size}`}
                  className="flex gap-4 py-3 first:pt-0 last:pb-0"
                >
                  <Link
                    to={STOREFRONT_PATHS.product(item.productId._id)}
                    className="shrink-0"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <img
                      src={item.productId.images[0] ?? FALLBACK_IMAGE}
                      width={64}
                      height={80}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-20 w-16 rounded-xl bg-coral-50 object-cover"
                    />
                  </Link>
                  <div className="min-w-0 flex-1 text-sm">
                    <Link
                      to={STOREFRONT_PATHS.product(item.productId._id)}
                      className="line-clamp-2 font-semibold hover:text-coral-700 hover:underline"
                    >
                      {item.productId.name}
                    </Link>
                    <p className="mt-1 text-ink-soft">
                      {ORDER_TEXT.size}: {sizeName(item.size)} · {ORDER_TEXT.quantity}: {item.quantity}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-bold">{formatRupees(item.discountPriceAtPurchase)}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="address-title" className="card p-5 sm:p-6">
            <h2 id="address-title" className="text-lg font-extrabold">
              {ORDER_TEXT.deliveryAddress}
            </h2>
            <address className="mt-3 text-sm not-italic leading-relaxed">
              <span className="block font-bold">{order.addressInfo.fullName}</span>
              {addressLines(order.addressInfo, { mobileLine: ADDRESS_TEXT.mobileLine }).map((line) => (
                <span key={line} className="block break-words text-ink-soft">
                  {line}
                </span>
              ))}
            </address>
          </section>
        </div>

        <section aria-labelledby="billing-title" className="card p-5 sm:p-6">
          <h2 id="billing-title" className="text-lg font-extrabold">
            {ORDER_TEXT.billingSummary}
          </h2>
          <div className="mt-4">
            <PriceSummary
              summary={summary}
              coupon="when-used"
              couponCode={order.couponCode}
              totalLabel={ORDER_TEXT.finalAmount}
            />
          </div>
          <p className="mt-4 text-sm">
            <span className="text-ink-soft">{ORDER_TEXT.paymentMethod}: </span>
            <span className="font-semibold">
              {paymentMethodText(order.paymentMethod, PAYMENT_METHOD_LABELS)}
            </span>
          </p>
          {order.paymentMethod !== 'upi' && <PaymentInWords order={order} className="mt-1" />}
          <InvoiceLink
            path={`/user/orders/${order._id}/invoice`}
            invoiceNumber={order.invoiceNumber}
            status={order.status}
            className="mt-4 w-full"
          />
        </section>
      </div>

      <OrderProgress status={order.status} reason={order.statusReason} />
      <OrderTimeline order={order} />
      <ReturnLink order={order} />
    </>
  );
}

function OrderTimeline({ order }: { order: Order }) {
  const history = useOrderHistory(order._id);
  return <StatusTimeline history={history} viewer="shopper" shipment={order.shipment} className="mt-6" />;
}

function CancelOrderButton({ orderId }: { orderId: string }) {
  const { CONFIRM, FALLBACK, ORDER_TEXT } = useTexts();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(orderId);
  const { showSuccess, showError } = useMessages();
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => setConfirming(true)}
        disabled={cancel.isPending}
      >
        {cancel.isPending ? ORDER_TEXT.cancelling : ORDER_TEXT.cancelOrder}
      </button>
      <ConfirmDialog
        open={confirming}
        title={CONFIRM.cancelOrderQuestion}
        cancelLabel={CONFIRM.cancelOrderNo}
        confirmLabel={CONFIRM.cancelOrderYes}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: ({ message }) => {
              setConfirming(false);
              showSuccess(message);
            },
            onError: (error) => {
              setConfirming(false);
              showError(messageOf(error, FALLBACK.cancelOrderFailed));
            },
          })
        }
      />
    </>
  );
}

/** "Return or exchange" on a delivered order while the 14 days last, with the days left. */
function ReturnLink({ order }: { order: Order }) {
  const { RETURN_TEXT } = useTexts();
  if (order.status !== 'delivered') return null;
  const daysLeft = returnDaysLeft(new Date(order.deliveredAt ?? order.updatedAt), new Date());
  if (daysLeft === 0) return null;
  return (
    <Link to={STOREFRONT_PATHS.orderReturn(order._id)} className="btn-secondary mt-4 w-full sm:w-auto">
      {RETURN_TEXT.orderLink(daysLeft)}
    </Link>
  );
}

function OrderProgress({ status, reason }: { status: OrderStatus; reason: string | null }) {
  const { ORDER_STATUS_LABELS, ORDER_TEXT } = useTexts();
  // What the end of an order says: cancelled, delivered, or brought back by the courier (rto).
  const ENDED_TEXT = {
    cancelled: ORDER_TEXT.cancelled,
    delivered: ORDER_TEXT.delivered,
    rto: ORDER_TEXT.returnedToOrigin,
  } as const;
  if (status === 'cancelled' || status === 'delivered' || status === 'rto') {
    const delivered = status === 'delivered';
    return (
      <div
        className={`card mt-6 flex items-start gap-3 p-5 font-semibold ${delivered ? 'text-green-800' : 'text-red-800'}`}
      >
        {delivered ? (
          <CheckCircleIcon className="size-6 shrink-0" />
        ) : (
          <AlertIcon className="size-6 shrink-0" />
        )}
        <div>
          <p>{ENDED_TEXT[status]}</p>
          {!delivered && reason && (
            <p className="mt-1 font-normal break-words text-ink">{ORDER_TEXT.reason(reason)}</p>
          )}
        </div>
      </div>
    );
  }
  const position = trackerPosition(status);
  return (
    <section aria-labelledby="tracker-title" className="card mt-6 p-5 sm:p-6">
      <h2 id="tracker-title" className="text-lg font-extrabold">
        {ORDER_TEXT.trackOrder}
      </h2>
      <ol className="mt-5 grid gap-4 sm:grid-cols-4 sm:gap-2">
        {TRACKER_STEPS.map((step, index) => {
          const done = index <= position;
          const current = index === position;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className="relative flex items-center gap-3 sm:flex-col sm:text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute -top-4 left-3.5 h-4 w-0.5 sm:top-3.5 sm:-left-1/2 sm:h-0.5 sm:w-full ${
                    done ? 'bg-mint-600' : 'bg-mist'
                  }`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative z-10 grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  done ? 'bg-mint-600 text-white' : 'bg-mist text-ink-soft'
                }`}
              >
                {index + 1}
              </span>
              <span className={`text-sm ${done ? 'font-bold text-ink' : 'text-ink-soft'}`}>
                {ORDER_STATUS_LABELS[step]}
                <span className="sr-only">{done ? ORDER_TEXT.stepDone : ORDER_TEXT.stepNotYet}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-5 rounded-2xl bg-sun-50 px-4 py-3 text-sm text-ink">{ORDER_TEXT.cancelNote}</p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { addressLines } from '../../../contract/address-lines';
import type { AdminOrder } from '../../../contract/admin';
import { formatDateTime } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { ACCOUNT_TEXT, BILL_TEXT, CHECKOUT_TEXT, PAYMENT_METHOD_LABELS } from '../../../contract/messages';
import { paymentMethodText } from '../../../contract/order-texts';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { FIND_TEXT, REPORT_TEXT } from '../../../contract/messages/back-office';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PriceSummary } from '../../components/price-summary';
import { AwaitingPaymentBadge, PaymentStatusBadge } from './status-badges';
import { DataTable, TableHead, TD, ThumbnailCell } from '../../components/data-table';

const ITEM_COLUMNS = [
  ADMIN_TEXT.image,
  REPORT_TEXT.product,
  ADMIN_TEXT.productId,
  BILL_TEXT.quantity,
  BILL_TEXT.size,
  ADMIN_TEXT.mrp,
  ADMIN_TEXT.price,
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3 sm:gap-x-6">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-ink-soft">{term}</dt>
          <dd className="min-w-0 break-words text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <Section title={CHECKOUT_TEXT.orderSummary}>
      <Facts
        rows={[
          [ADMIN_TEXT.orderId, <span className="break-all font-mono">{order._id}</span>],
          [
            ADMIN_TEXT.userId,
            <span className="break-all font-mono">{order.user._id ?? ADMIN_TEXT.notAvailable}</span>,
          ],
          [ADMIN_TEXT.userName, order.user.name],
          [ADMIN_TEXT.userEmail, order.user.email || ADMIN_TEXT.notAvailable],
          [ADMIN_TEXT.placedAt, formatDateTime(order.placedAt)],
          [ADMIN_TEXT.lastUpdated, formatDateTime(order.updatedAt)],
          [FIND_TEXT.status, <OrderStatusBadge status={order.status} />],
          [
            ADMIN_TEXT.paymentStatus,
            <span className="inline-flex flex-wrap gap-2">
              <PaymentStatusBadge status={order.paymentStatus} />
              <AwaitingPaymentBadge awaiting={order.awaitingPayment} />
            </span>,
          ],
          [
            CHECKOUT_TEXT.paymentMethod,
            order.paymentMethod
              ? paymentMethodText(order.paymentMethod, PAYMENT_METHOD_LABELS)
              : ADMIN_TEXT.notAvailable,
          ],
          ...(order.coupon
            ? ([[CHECKOUT_TEXT.coupon, `${order.coupon.code} (${formatRupees(order.coupon.discount)})`]] as [
                string,
                ReactNode,
              ][])
            : []),
        ]}
      />
    </Section>
  );
}

export function ShippingAddress({ order }: { order: AdminOrder }) {
  const address = order.addressInfo;
  return (
    <Section title={ADMIN_TEXT.shippingAddress}>
      <Facts
        rows={[
          [ADMIN_TEXT.name, address.fullName],
          [
            ACCOUNT_TEXT.tiles.address,
            addressLines(address, { mobile: false }).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            )),
          ],
          [CHECKOUT_TEXT.mobile, address.mobileNo],
        ]}
      />
    </Section>
  );
}

export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <Section title={ADMIN_TEXT.orderedItems}>
      {order.items.length === 0 ? (
        <p className="text-ink-soft">{ADMIN_TEXT.noOrderItems}</p>
      ) : (
        <DataTable label={ADMIN_TEXT.orderedItems}>
          <TableHead columns={ITEM_COLUMNS} />
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.productId._id}-${item.size}`}>
                <ThumbnailCell src={item.productId.images[0]} />
                <td className={`${TD} font-semibold`}>{item.productId.name}</td>
                <td className={`${TD} break-all font-mono text-xs text-ink-soft`}>{item.productId._id}</td>
                <td className={TD}>{item.quantity}</td>
                <td className={`${TD} whitespace-nowrap`}>{item.size}</td>
                <td className={`${TD} whitespace-nowrap text-ink-soft line-through`}>
                  {formatRupees(item.priceAtPurchase)}
                </td>
                <td className={`${TD} whitespace-nowrap font-semibold`}>
                  {formatRupees(item.discountPriceAtPurchase)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}

export function PricingBreakdown({ order }: { order: AdminOrder }) {
  return (
    <Section title={ADMIN_TEXT.pricingBreakdown}>
      <PriceSummary summary={order.pricingSummary} totalLabel={ADMIN_TEXT.finalPayable} />
    </Section>
  );
}

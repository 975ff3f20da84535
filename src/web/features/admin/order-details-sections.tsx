import type { ReactNode } from 'react';
import { addressLines } from '../../../contract/address-lines';
import type { AdminOrder } from '../../../contract/admin';
import { formatDateTime } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PriceSummary } from '../../components/price-summary';
import { AwaitingPaymentBadge, PaymentStatusBadge } from './status-badges';
import { DataTable, TableHead, TD, ThumbnailCell } from '../../components/data-table';

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
    <Section title="Order Summary">
      <Facts
        rows={[
          ['Order ID', <span className="break-all font-mono">{order._id}</span>],
          ['User ID', <span className="break-all font-mono">{order.user._id ?? 'N/A'}</span>],
          ['User Name', order.user.name],
          ['User Email', order.user.email || 'N/A'],
          ['Placed At', formatDateTime(order.placedAt)],
          ['Last Updated', formatDateTime(order.updatedAt)],
          ['Status', <OrderStatusBadge status={order.status} />],
          [
            'Payment Status',
            <span className="inline-flex flex-wrap gap-2">
              <PaymentStatusBadge status={order.paymentStatus} />
              <AwaitingPaymentBadge awaiting={order.awaitingPayment} />
            </span>,
          ],
          ['Payment Method', order.paymentMethod ? order.paymentMethod.toUpperCase() : 'N/A'],
          ...(order.coupon
            ? ([['Coupon', `${order.coupon.code} (${formatRupees(order.coupon.discount)})`]] as [
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
    <Section title="Shipping Address">
      <Facts
        rows={[
          ['Name', address.fullName],
          [
            'Address',
            addressLines(address, { mobile: false }).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            )),
          ],
          ['Mobile', address.mobileNo],
        ]}
      />
    </Section>
  );
}

export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <Section title="Ordered Items">
      {order.items.length === 0 ? (
        <p className="text-ink-soft">{ADMIN_TEXT.noOrderItems}</p>
      ) : (
        <DataTable label="Ordered Items">
          <TableHead columns={['Image', 'Product', 'Product ID', 'Qty', 'Size', 'MRP', 'Price']} />
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
    <Section title="Pricing Breakdown">
      <PriceSummary summary={order.pricingSummary} totalLabel={ADMIN_TEXT.finalPayable} />
    </Section>
  );
}

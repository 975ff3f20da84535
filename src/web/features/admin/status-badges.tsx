import type { OrderStatus } from '../../../contract/order-status';

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-orange-100 text-orange-900',
  confirmed: 'bg-blue-100 text-blue-900',
  shipped: 'bg-purple-100 text-purple-900',
  delivered: 'bg-mint-100 text-mint-800',
  cancelled: 'bg-coral-100 text-coral-800',
};

const PAYMENT_STYLES: Record<string, string> = {
  paid: 'bg-mint-100 text-mint-800',
  unpaid: 'bg-sun-100 text-ink',
  failed: 'bg-coral-100 text-coral-800',
};

const BADGE = 'inline-block rounded-full px-3 py-1 text-xs font-bold capitalize';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${STATUS_STYLES[status]}`}>{status}</span>;
}

/** paid green, unpaid yellow, failed red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <span className={`${BADGE} ${PAYMENT_STYLES[status] ?? 'bg-lilac-100 text-ink'}`}>{status}</span>;
}

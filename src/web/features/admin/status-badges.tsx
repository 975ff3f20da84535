import { AWAITING_PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '../../../contract/messages';
import { PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import { isPaymentStatus, type AwaitingPayment } from '../../../contract/payment-status';
import type { ProductStatus } from '../../../contract/product-status';

// The order's own status badge is shared with the shopper's screens (components/order-status-badge).

const PAYMENT_STYLES: Record<string, string> = {
  paid: 'bg-mint-100 text-mint-800',
  unpaid: 'bg-sun-100 text-ink',
  failed: 'bg-coral-100 text-coral-800',
  refunded: 'bg-lilac-100 text-ink',
  partially_refunded: 'bg-lilac-100 text-ink',
};

const BADGE = 'inline-block rounded-full px-3 py-1 text-xs font-bold';

/** paid green, unpaid yellow, failed red, refunds lilac. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${BADGE} ${PAYMENT_STYLES[status] ?? 'bg-lilac-100 text-ink'}`}>
      {isPaymentStatus(status) ? PAYMENT_STATUS_LABELS[status] : status}
    </span>
  );
}

/** "Payment to verify" (a UPI payment with its UTR) or "Cash to collect" (COD cash still with the courier). */
export function AwaitingPaymentBadge({ awaiting }: { awaiting: AwaitingPayment | null }) {
  if (!awaiting) return null;
  return (
    <span
      className={`${BADGE} whitespace-nowrap ${awaiting === 'to-verify' ? 'bg-coral-100 text-coral-800' : 'bg-sun-100 text-ink'}`}
    >
      {AWAITING_PAYMENT_LABELS[awaiting]}
    </span>
  );
}

const PRODUCT_STYLES: Record<ProductStatus, string> = {
  active: 'bg-mint-100 text-mint-800',
  draft: 'bg-sun-100 text-ink',
  hidden: 'bg-lilac-100 text-ink',
  archived: 'bg-line text-ink-soft',
};

/** A product's life: active green, draft yellow, hidden lilac, archived grey. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`${BADGE} ${PRODUCT_STYLES[status]}`}>{PRODUCT_STATUS_MESSAGES.label[status]}</span>
  );
}

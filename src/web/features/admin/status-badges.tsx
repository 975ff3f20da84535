import { PRODUCT_STATUS_MESSAGES } from '../../../contract/messages';
import type { ProductStatus } from '../../../contract/product-status';

// The order's own status badge is shared with the shopper's screens (components/order-status-badge).

const PAYMENT_STYLES: Record<string, string> = {
  paid: 'bg-mint-100 text-mint-800',
  unpaid: 'bg-sun-100 text-ink',
  failed: 'bg-coral-100 text-coral-800',
};

const BADGE = 'inline-block rounded-full px-3 py-1 text-xs font-bold capitalize';

/** paid green, unpaid yellow, failed red. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <span className={`${BADGE} ${PAYMENT_STYLES[status] ?? 'bg-lilac-100 text-ink'}`}>{status}</span>;
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

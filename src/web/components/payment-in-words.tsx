import { isPaymentStatus } from '../../contract/payment-status';
import type { Order } from '../../contract/orders';
import { useTexts } from '../lib/language/use-texts';

/** The order's payment as the parent reads it ("Pay in cash when the parcel is delivered."), with the UTR given. */
export function PaymentInWords({ order, className = '' }: { order: Order; className?: string }) {
  const { UPI_TEXT, paymentStatusInWords } = useTexts();
  if (!isPaymentStatus(order.paymentStatus)) return null;
  return (
    <p className={`text-sm ${className}`} data-testid="payment-in-words">
      <span className="text-ink-soft">{UPI_TEXT.payment}: </span>
      <span className="font-semibold">
        {paymentStatusInWords(order.paymentMethod, order.paymentStatus, Boolean(order.utr))}
      </span>
      {order.utr && <span className="block text-ink-soft">{UPI_TEXT.utrGiven(order.utr)}</span>}
    </p>
  );
}

import { useState } from 'react';
import type { AdminOrder } from '../../../contract/admin';
import { PAYMENT_ADMIN_TEXT } from '../../../contract/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMessages } from '../../components/messages/use-messages';
import { useVerifyPayment } from './api/payments';
import { AwaitingPaymentBadge, PaymentStatusBadge } from './status-badges';

/**
 * A UPI order's payment for the owner: the UTR the parent gave, and "Mark paid" / "Mark failed" once the bank
 * statement has been looked at, each confirmed first. Shown while the payment is unpaid or failed.
 */
export function PaymentVerification({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState<'paid' | 'failed' | null>(null);
  const verify = useVerifyPayment(order._id);
  const { showSuccess, showError } = useMessages();
  if (order.paymentMethod !== 'upi' || !['unpaid', 'failed'].includes(order.paymentStatus)) return null;
  const confirmPaid = order.utr
    ? PAYMENT_ADMIN_TEXT.confirmPaidText(order.utr)
    : PAYMENT_ADMIN_TEXT.confirmPaidNoUtr;
  return (
    <section className="card grid gap-3 p-5 sm:p-6" aria-labelledby="payment-verification-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="payment-verification-title" className="mr-auto text-lg font-bold">
          {PAYMENT_ADMIN_TEXT.paymentFilter}
        </h2>
        <PaymentStatusBadge status={order.paymentStatus} />
        <AwaitingPaymentBadge awaiting={order.awaitingPayment} />
      </div>
      <p className="text-sm">
        <span className="font-semibold text-ink-soft">{PAYMENT_ADMIN_TEXT.utr}: </span>
        {order.utr ? <span className="font-mono font-bold">{order.utr}</span> : PAYMENT_ADMIN_TEXT.noUtr}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          className="btn-primary"
          onClick={() => setAsking('paid')}
          disabled={verify.isPending}
        >
          {PAYMENT_ADMIN_TEXT.markPaid}
        </button>
        {order.paymentStatus === 'unpaid' && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setAsking('failed')}
            disabled={verify.isPending}
          >
            {PAYMENT_ADMIN_TEXT.markFailed}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'paid' ? PAYMENT_ADMIN_TEXT.confirmPaidTitle : PAYMENT_ADMIN_TEXT.confirmFailedTitle
        }
        message={asking === 'paid' ? confirmPaid : PAYMENT_ADMIN_TEXT.confirmFailedText}
        confirmLabel={asking === 'paid' ? PAYMENT_ADMIN_TEXT.markPaid : PAYMENT_ADMIN_TEXT.markFailed}
        cancelLabel={PAYMENT_ADMIN_TEXT.cancel}
        tone={asking === 'paid' ? 'default' : 'danger'}
        busy={verify.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          verify.mutate(asking, {
            onSuccess: ({ message }) => {
              setAsking(null);
              showSuccess(message);
            },
            onError: (error) => {
              setAsking(null);
              showError(error.message);
            },
          })
        }
      />
    </section>
  );
}

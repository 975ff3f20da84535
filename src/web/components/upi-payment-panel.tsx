import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { formatRupees } from '../../contract/money';
import type { Order } from '../../contract/orders';
import { UTR_PATTERN } from '../../contract/upi';
import { TextField } from './text-field';
import { useMessages } from './messages/use-messages';
import { useGiveUtr } from '../api/payments';
import { PaymentInWords } from './payment-in-words';
import { inShoppersLanguage } from '../lib/language/server-text';
import { useTexts } from '../lib/language/use-texts';

const UpiQrCode = lazy(() => import('./upi-qr-code'));

/**
 * A UPI order's payment, for the parent: the QR code to scan, the "Pay with UPI app" link on phones (a computer has
 * no UPI app to open), and the UTR to send once paid. Shown on the order placed page and the order's page while the
 * shop waits for the money; otherwise the payment in words.
 */
export function UpiPaymentPanel({ order }: { order: Order }) {
  const { UPI_TEXT } = useTexts();
  const headingId = useId();
  if (order.paymentMethod !== 'upi') return null;
  const amount = formatRupees(order.pricingSummary.finalAmount);
  const waiting = Boolean(order.upiUri) && !order.utr;
  return (
    <section aria-labelledby={headingId} className="card p-5 text-left sm:p-6" data-testid="upi-payment">
      <h2 id={headingId} className="text-lg font-extrabold">
        {UPI_TEXT.title}
      </h2>
      <PaymentInWords order={order} className="mt-1" />
      {waiting && order.upiUri && (
        <div className="mt-4 flex flex-col items-center gap-3">
          <p className="text-center text-sm text-ink-soft">{UPI_TEXT.scan(amount)}</p>
          <Suspense
            fallback={<div className="size-56 animate-pulse rounded-2xl bg-mist" aria-hidden="true" />}
          >
            <UpiQrCode uri={order.upiUri} amount={amount} />
          </Suspense>
          <a href={order.upiUri} className="btn-primary w-full md:hidden">
            {UPI_TEXT.payWithApp}
          </a>
        </div>
      )}
      {waiting && <UtrForm orderId={order._id} />}
    </section>
  );
}

function UtrForm({ orderId }: { orderId: string }) {
  const texts = useTexts();
  const { PAYMENT_MESSAGES, UPI_TEXT } = texts;
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const give = useGiveUtr(orderId);
  const { showSuccess } = useMessages();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (!UTR_PATTERN.test(digits)) return setError(PAYMENT_MESSAGES.utrFormat);
    setError(undefined);
    give.mutate(digits, {
      onSuccess: ({ message }) => showSuccess(message),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-3">
      <p className="text-sm text-ink-soft">{UPI_TEXT.utrHint}</p>
      <TextField
        label={UPI_TEXT.utrLabel}
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        error={error === undefined ? undefined : inShoppersLanguage(error)}
      />
      <button
        type="submit"
        className="btn-secondary"
        disabled={give.isPending}
        aria-busy={give.isPending || undefined}
      >
        {give.isPending ? UPI_TEXT.sendingUtr : UPI_TEXT.sendUtr}
      </button>
    </form>
  );
}

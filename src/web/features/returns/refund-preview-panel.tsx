import { formatRupees } from '../../../contract/money';
import type { RefundPreviewInput, ReturnKind } from '../../../contract/returns';
import { messageOf } from '../../lib/api-client';
import { useRefundPreview } from './api/returns';
import { inShoppersLanguage } from '../../lib/language/server-text';
import { useTexts } from '../../lib/language/use-texts';

interface RefundPreviewPanelProps {
  orderId: string;
  kind: ReturnKind;
  items: Array<{ productId: string; size: string; quantity: number }>;
}

/** The refund the chosen pieces would bring, as the server works it out, before the request is sent. */
export function RefundPreviewPanel({ orderId, kind, items }: RefundPreviewPanelProps) {
  const texts = useTexts();
  const { REFUND_TEXT } = texts;
  const input = kind === 'return' ? ({ orderId, items } as RefundPreviewInput) : null;
  const preview = useRefundPreview(input);
  return (
    <section aria-labelledby="refund-preview-title" aria-live="polite" className="rounded-xl bg-mint-50 p-4">
      <h2 id="refund-preview-title" className="font-bold">
        {REFUND_TEXT.previewTitle}
      </h2>
      {kind === 'exchange' ? (
        <p className="text-sm">{REFUND_TEXT.exchangeNothing}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-soft">{REFUND_TEXT.previewHint}</p>
      ) : preview.isError ? (
        <p className="text-sm font-semibold text-coral-700">
          {inShoppersLanguage(messageOf(preview.error, REFUND_TEXT.previewHint))}
        </p>
      ) : !preview.data ? (
        <p className="text-sm text-ink-soft">{REFUND_TEXT.previewLoading}</p>
      ) : (
        <>
          <p className="text-lg font-extrabold" data-testid="refund-preview-amount">
            {REFUND_TEXT.refundAmount}: {formatRupees(preview.data.refundAmount)}
          </p>
          {preview.data.platformFee > 0 && (
            <p className="text-sm">{REFUND_TEXT.includesFee(formatRupees(preview.data.platformFee))}</p>
          )}
          <p className="mt-1 text-sm text-ink-soft">{REFUND_TEXT.previewNote}</p>
        </>
      )}
    </section>
  );
}

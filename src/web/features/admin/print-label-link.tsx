import { canPrintLabel } from '../../../contract/order-batches';
import type { OrderStatus } from '../../../contract/order-status';
import { shortOrderId } from '../../../contract/order-texts';
import { ORDER_BATCH_TEXT } from '../../../contract/messages/back-office';

/** "Print label": the order's shipping label and packing slip as a PDF, for a confirmed or shipped order. */
export function PrintLabelLink({ orderId, status }: { orderId: string; status: OrderStatus }) {
  if (!canPrintLabel(status)) return null;
  const shortId = shortOrderId(orderId);
  return (
    <a
      href={`/api/admin/orders/${orderId}/label.pdf`}
      download={`label-${shortId}.pdf`}
      className="btn-secondary"
      aria-label={`${ORDER_BATCH_TEXT.printLabel} #${shortId}`}
    >
      {ORDER_BATCH_TEXT.printLabel}
    </a>
  );
}

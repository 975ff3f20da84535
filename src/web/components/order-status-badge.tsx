import type { OrderStatus } from '../../contract/order-status';
import { ORDER_STATUS_STYLE } from '../lib/order-status-style';
import { useTexts } from '../lib/language/use-texts';

/** The order's status as a coloured pill; the word itself carries the meaning, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { ORDER_STATUS_LABELS, SCREEN_TEXT } = useTexts();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${ORDER_STATUS_STYLE[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">{SCREEN_TEXT.status}</span>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

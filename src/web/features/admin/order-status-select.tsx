import type { OrderStatus } from '../../../contract/order-status';
import { shortOrderId } from '../../../contract/order-texts';
import { FALLBACK } from '../../../contract/messages';
import { useMessages } from '../../components/messages/use-messages';
import { statusChoices, statusLabel } from './order-status-choices';
import { messageOf } from '../../lib/api-client';
import { useUpdateOrderStatus } from './api/orders';

export function OrderStatusSelect({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const update = useUpdateOrderStatus();
  const { showSuccess, showError } = useMessages();
  const choices = statusChoices(status);
  const pendingTo = update.isPending ? update.variables?.status : undefined;

  return (
    <select
      aria-label={`Status of order #${shortOrderId(orderId)}`}
      className="min-h-10 rounded-full border-2 border-line bg-white px-3 py-1.5 text-sm font-semibold disabled:bg-lilac-50 disabled:text-ink-soft"
      value={pendingTo ?? status}
      disabled={choices.length === 1 || update.isPending}
      onChange={(event) => {
        const next = event.target.value as OrderStatus;
        if (next === status) return;
        update.mutate(
          { orderId, status: next },
          {
            onSuccess: ({ message }) => showSuccess(message),
            onError: (error) => {
              console.error(error);
              showError(messageOf(error, FALLBACK.adminOrderDetailsFailed));
            },
          },
        );
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {statusLabel(choice)}
        </option>
      ))}
    </select>
  );
}

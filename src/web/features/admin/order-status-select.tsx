import { useState } from 'react';
import type { ShipmentInput } from '../../../contract/couriers';
import { isEndingStatus, type EndingStatus, type OrderStatus } from '../../../contract/order-status';
import { shortOrderId } from '../../../contract/order-texts';
import { FALLBACK } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { useMessages } from '../../components/messages/use-messages';
import { statusChoices, statusLabel } from './order-status-choices';
import { messageOf } from '../../lib/api-client';
import { useUpdateOrderStatus, type StatusUpdate } from './api/orders';
import { EndOrderDialog } from './end-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * The admin's status choice for one order, offering only the legal moves. Shipping asks for the courier and AWB;
 * a move that cannot be undone (cancel, returned to origin) asks to confirm, with a reason. Other moves are made at
 * once. The choice shows the order's status until a move is made.
 */
export function OrderStatusSelect({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const update = useUpdateOrderStatus();
  const { showSuccess, showError } = useMessages();
  const [shipping, setShipping] = useState(false);
  const [ending, setEnding] = useState<EndingStatus | null>(null);
  const choices = statusChoices(status);
  const pendingTo = update.isPending ? update.variables?.status : undefined;
  const closeDialogs = () => {
    setShipping(false);
    setEnding(null);
  };

  const move = (change: Omit<StatusUpdate, 'orderId'>) =>
    update.mutate(
      { orderId, ...change },
      {
        onSuccess: ({ message }) => {
          closeDialogs();
          showSuccess(message);
        },
        onError: (error) => {
          console.error(error);
          // The dialog stays open with what was typed, so a refused AWB can be corrected.
          showError(messageOf(error, FALLBACK.adminOrderDetailsFailed));
        },
      },
    );

  return (
    <>
      <select
        aria-label={ADMIN_TEXT.orderStatusOf(shortOrderId(orderId))}
        className="min-h-10 rounded-full border-2 border-line bg-white px-3 py-1.5 text-sm font-semibold disabled:bg-lilac-50 disabled:text-ink-soft"
        value={pendingTo ?? status}
        disabled={choices.length === 1 || update.isPending}
        onChange={(event) => {
          const next = event.target.value as OrderStatus;
          if (next === status) return;
          if (next === 'shipped') setShipping(true);
          else if (isEndingStatus(next)) setEnding(next);
          else move({ status: next });
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {statusLabel(choice)}
          </option>
        ))}
      </select>
      <ShipOrderDialog
        open={shipping}
        orderId={orderId}
        busy={update.isPending}
        onCancel={closeDialogs}
        onConfirm={(shipment: ShipmentInput) => move({ status: 'shipped', shipment })}
      />
      <EndOrderDialog
        to={ending}
        orderId={orderId}
        busy={update.isPending}
        onCancel={closeDialogs}
        onConfirm={(reason) => ending && move({ status: ending, reason })}
      />
    </>
  );
}

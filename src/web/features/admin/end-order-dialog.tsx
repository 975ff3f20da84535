import { useId, useState } from 'react';
import { END_ORDER_DIALOG_TEXT } from '../../../contract/messages/back-office';
import { STATUS_REASON_MAX_LENGTH, type EndingStatus } from '../../../contract/order-status';
import { shortOrderId } from '../../../contract/order-texts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describedBy, INPUT } from './form-field';

interface EndOrderDialogProps {
  /** The move to confirm, or null while closed. */
  to: EndingStatus | null;
  orderId: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const WORDS = {
  cancelled: {
    title: END_ORDER_DIALOG_TEXT.cancelTitle,
    message: END_ORDER_DIALOG_TEXT.cancelMessage,
    confirm: END_ORDER_DIALOG_TEXT.cancelConfirm,
  },
  rto: {
    title: END_ORDER_DIALOG_TEXT.rtoTitle,
    message: END_ORDER_DIALOG_TEXT.rtoMessage,
    confirm: END_ORDER_DIALOG_TEXT.rtoConfirm,
  },
} as const;

/**
 * The question before a move that cannot be undone (a cancellation, a return to origin), with the reason the
 * parent will read: required here, though the API keeps it optional for the original client.
 */
export function EndOrderDialog({ to, orderId, busy, onCancel, onConfirm }: EndOrderDialogProps) {
  const words = WORDS[to ?? 'cancelled'];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  // Each opening starts with an empty reason (the state is reset while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(to);
  if (openedFor !== to) {
    setOpenedFor(to);
    setReason('');
    setError(undefined);
  }
  return (
    <ConfirmDialog
      open={to !== null}
      title={words.title(shortOrderId(orderId))}
      message={
        <>
          <p>{words.message}</p>
          <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink">
            {END_ORDER_DIALOG_TEXT.reason}
          </label>
          <textarea
            id={id}
            rows={3}
            className={INPUT}
            value={reason}
            maxLength={STATUS_REASON_MAX_LENGTH}
            required
            disabled={busy}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            {...describedBy(id, error)}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-coral-700">
              {error}
            </p>
          )}
        </>
      }
      cancelLabel={END_ORDER_DIALOG_TEXT.keep}
      confirmLabel={words.confirm}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        const given = reason.trim();
        if (!given) return setError(END_ORDER_DIALOG_TEXT.reasonRequired);
        onConfirm(given);
      }}
    />
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Optional second line under the title. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  tone?: 'danger' | 'default';
}

/**
 * A modal yes/no question on the native <dialog>: focus stays inside, Escape and a click on the
 * backdrop cancel, and focus returns to the opener when it closes. Cancel has the initial focus.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      busy={busy}
      labelledBy={titleId}
      describedBy={message ? messageId : undefined}
      className="m-auto w-[min(92vw,26rem)] rounded-3xl bg-white p-0 text-ink shadow-soft backdrop:bg-ink/50 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {message && (
            <div id={messageId} className="mt-2 text-sm text-ink-soft">
              {message}
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy} autoFocus>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={tone === 'danger' ? 'btn-primary' : 'btn-sunny'}
              onClick={onConfirm}
              disabled={busy}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

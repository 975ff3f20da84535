import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  /** Asked for by Escape and by a click on the backdrop. */
  onClose: () => void;
  /** While busy (e.g. saving), Escape and the backdrop do nothing. */
  busy?: boolean;
  labelledBy: string;
  describedBy?: string | undefined;
  /** Runs when the dialog has closed, whatever closed it. */
  onClosed?: () => void;
  className: string;
  children: ReactNode;
}

/**
 * The native modal <dialog> every dialog and sheet of the shop is built on: the page behind is inert (focus stays
 * inside), Escape and a click on the backdrop close it, and focus returns to the opener when it closes.
 */
export function ModalDialog({
  open,
  onClose,
  busy = false,
  labelledBy,
  describedBy,
  onClosed,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect, not a passive one: the dialog opens and closes in the same commit as the state that asks for it.
  // With a passive effect the page could paint (say) a refusal while the closing dialog still made the form behind it
  // inert for a moment, and a quick hand typing into the form in that moment typed into nothing.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}

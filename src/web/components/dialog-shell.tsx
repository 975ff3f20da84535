import { useId } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { ModalDialog } from './modal-dialog';
import { useTexts } from '../lib/language/use-texts';

type Placement = 'bottom' | 'bottom-on-phone' | 'center';

const PLACEMENT: Record<Placement, string> = {
  // Filters and sort: a sheet from the bottom edge (they are opened on phones only).
  bottom: 'mb-0 mt-auto w-full max-w-none rounded-t-3xl',
  // Choosing a size: a sheet on phones, a centred card from tablets up.
  'bottom-on-phone': 'mb-0 mt-auto w-full max-w-none rounded-t-3xl sm:m-auto sm:max-w-md sm:rounded-3xl',
  // A form: a centred card.
  center: 'm-auto w-[min(94vw,32rem)] rounded-3xl',
};

interface DialogShellProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Runs when the dialog has closed, whatever closed it. */
  onClosed?: () => void;
  /** While busy (e.g. saving), Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  placement: Placement;
  /** Stays in view under the scrolling body (e.g. DONE, Show 12 products). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every titled dialog and sheet of the shop: a title with a close button, a body that scrolls, an
 * optional footer, on the native modal <dialog> (focus stays inside and returns to the opener; Escape closes).
 * The body is rendered only while open, so a form inside starts empty each time.
 */
export function DialogShell({
  open,
  title,
  onClose,
  onClosed,
  busy = false,
  placement,
  footer,
  children,
}: DialogShellProps) {
  const { CATALOG_TEXT } = useTexts();
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      busy={busy}
      labelledBy={titleId}
      className={`max-h-[90dvh] bg-white p-0 text-ink shadow-soft backdrop:bg-ink/50 backdrop:backdrop-blur-sm ${PLACEMENT[placement]}`}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-lg font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label={CATALOG_TEXT.close}
              className="btn-secondary size-11 p-0"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="border-t border-line px-5 py-3 pb-safe">{footer}</div>}
        </div>
      )}
    </ModalDialog>
  );
}

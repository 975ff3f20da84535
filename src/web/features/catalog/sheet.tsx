import { useId } from 'react';
import type { ReactNode } from 'react';
import { CATALOG_TEXT } from '../../../contract/messages';
import { CloseIcon } from '../../components/icons';
import { ModalDialog } from '../../components/modal-dialog';

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A bottom sheet on phones (filters, sort) on the native <dialog>: focus stays inside, Escape closes. */
export function Sheet({ open, title, onClose, children, footer }: SheetProps) {
  const titleId = useId();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="mb-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-3xl bg-white p-0 text-ink shadow-soft backdrop:bg-ink/50"
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-lg font-extrabold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
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

import { useId, useState } from 'react';
import type { Product } from '../../../contract/catalog';
import { CATALOG_TEXT, WISHLIST_TEXT } from '../../../contract/messages';
import { CloseIcon } from '../../components/icons';
import { ModalDialog } from '../../components/modal-dialog';

interface SelectSizeSheetProps {
  product: Product | null;
  busy: boolean;
  onClose: () => void;
  onDone: (size: string) => void;
}

/**
 * The 'Select Size' sheet of MOVE TO BAG, on the native modal <dialog>: the page behind is inert (focus stays
 * inside), Escape closes it, focus returns to the button that opened it.
 */
export function SelectSizeSheet({ product, busy, onClose, onDone }: SelectSizeSheetProps) {
  const titleId = useId();
  const [size, setSize] = useState<string | null>(null);
  const open = product !== null;

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={() => setSize(null)}
      labelledBy={titleId}
      className="mb-0 mt-auto w-full max-w-none rounded-t-3xl bg-white p-0 text-ink shadow-soft backdrop:bg-ink/50 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      {product && (
        <div className="flex flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-lg font-extrabold">
              {WISHLIST_TEXT.selectSize}
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
          <div className="px-5 py-4">
            <p className="mb-3 text-sm font-semibold text-ink-soft">{product.name}</p>
            <div role="group" aria-label={WISHLIST_TEXT.selectSize} className="flex flex-wrap gap-2">
              {product.sizeAndStock.map(({ size: option, stock }) => {
                const out = stock <= 0;
                const chosen = size === option;
                return (
                  <button
                    key={option}
                    type="button"
                    disabled={out}
                    aria-pressed={chosen}
                    onClick={() => setSize(option)}
                    className={`flex min-h-12 min-w-20 flex-col items-center justify-center rounded-2xl border-2 px-3 py-1 text-sm font-bold ${
                      out
                        ? 'cursor-not-allowed border-line bg-mist/40 text-ink-soft'
                        : chosen
                          ? 'border-coral-600 bg-coral-600 text-white'
                          : 'border-ink/15 bg-white text-ink hover:border-coral-300'
                    }`}
                  >
                    <span className={out ? 'line-through' : ''}>{option}</span>
                    {out && <span className="text-[0.6875rem] font-semibold">{WISHLIST_TEXT.out}</span>}
                  </button>
                );
              })}
            </div>
          </div>
          <div className="border-t border-line px-5 py-3 pb-safe">
            <button
              type="button"
              className="btn-primary mb-2 w-full"
              disabled={!size || busy}
              onClick={() => size && onDone(size)}
            >
              {WISHLIST_TEXT.done}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

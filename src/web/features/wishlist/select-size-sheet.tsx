import { useState } from 'react';
import type { Product } from '../../../contract/catalog';
import { DialogShell } from '../../components/dialog-shell';
import { useTexts } from '../../lib/language/use-texts';

interface SelectSizeSheetProps {
  product: Product | null;
  busy: boolean;
  onClose: () => void;
  onDone: (size: string) => void;
}

/** The 'Select Size' sheet of MOVE TO BAG: sold-out sizes are shown but cannot be chosen. */
export function SelectSizeSheet({ product, busy, onClose, onDone }: SelectSizeSheetProps) {
  const { WISHLIST_TEXT, sizeName } = useTexts();
  const [size, setSize] = useState<string | null>(null);
  return (
    <DialogShell
      open={product !== null}
      title={WISHLIST_TEXT.selectSize}
      onClose={onClose}
      onClosed={() => setSize(null)}
      placement="bottom-on-phone"
      footer={
        <button
          type="button"
          className="btn-primary mb-2 w-full"
          disabled={!size || busy}
          onClick={() => size && onDone(size)}
        >
          {WISHLIST_TEXT.done}
        </button>
      }
    >
      {product && (
        <>
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
                  <span className={out ? 'line-through' : ''}>{sizeName(option)}</span>
                  {out && <span className="text-[0.6875rem] font-semibold">{WISHLIST_TEXT.out}</span>}
                </button>
              );
            })}
          </div>
        </>
      )}
    </DialogShell>
  );
}

import { SIZES } from '../../../contract/constants';
import { ADMIN_TEXT } from '../../../contract/messages';
import type { SizeStock } from './admin-product';
import { isSizeTicked, setStock, toggleSize } from './product-form-model';

interface SizeStockFieldProps {
  value: SizeStock[];
  onChange: (next: SizeStock[]) => void;
  error?: string;
}

const STOCK_INPUT =
  'w-24 rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink disabled:bg-lilac-50 disabled:text-ink-soft';

/**
 * The five sizes, each with a tick box (offered: made in this size) and its stock, 0 being sold out; an unticked
 * size is not offered (rules in product-form-model.ts).
 */
export function SizeStockField({ value, onChange, error }: SizeStockFieldProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{ADMIN_TEXT.sizesOffered}</legend>
      <p className="text-sm text-ink-soft">{ADMIN_TEXT.sizesOfferedHint}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {SIZES.map((size) => {
          const ticked = isSizeTicked(value, size);
          const entry = value.find((item) => item.size === size);
          const stockId = `stock-${size.replace(/\W+/g, '-')}`;
          const stockDisabled = !ticked;
          return (
            <li
              key={size}
              className="flex items-center gap-3 rounded-2xl border-2 border-line bg-white px-3 py-2"
            >
              <label className="flex min-h-10 flex-1 items-center gap-2 whitespace-nowrap text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-coral-600"
                  checked={ticked}
                  onChange={() => onChange(toggleSize(value, size))}
                />
                {size}
              </label>
              <label htmlFor={stockId} className="sr-only">
                Stock for {size}
              </label>
              <input
                id={stockId}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                className={STOCK_INPUT}
                value={entry ? String(entry.stock) : ''}
                placeholder="0"
                disabled={stockDisabled}
                onChange={(event) => onChange(setStock(value, size, event.target.value))}
              />
            </li>
          );
        })}
      </ul>
      {error && <p className="mt-1 text-sm font-semibold text-coral-700">{error}</p>}
    </fieldset>
  );
}

import { SIZES } from '../../../contract/constants';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';
import { generatedSkuPreview, skuField } from '../../../contract/sku';
import type { SizeStock } from './admin-product';
import { describedBy } from './form-field';
import type { ProductFormErrors, SkuField } from './product-form-model';
import { isSizeTicked, setStock, skuInputId, toggleSize } from './product-form-model';

interface SizeStockFieldProps {
  value: SizeStock[];
  onChange: (next: SizeStock[]) => void;
  /** A typed SKU (kept apart from onChange so that the form clears that size's SKU error alone). */
  onSkuChange: (size: string, sku: string) => void;
  error?: string;
  /** The form's errors, of which this field shows each size's SKU error (`sku.<size>`). */
  errors: ProductFormErrors;
}

const STOCK_INPUT =
  'min-h-11 w-24 rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink disabled:bg-lilac-50 disabled:text-ink-soft';
const SKU_INPUT =
  'min-h-11 w-full min-w-0 rounded-xl border-2 border-line bg-white px-3 py-2 font-mono text-sm text-ink placeholder:text-ink-soft/70 aria-invalid:border-coral-600 disabled:bg-lilac-50 disabled:text-ink-soft';

/**
 * The five sizes, each with a tick box (offered: made in this size), its stock (0 being sold out) and its SKU; an
 * unticked size is not offered (rules in product-form-model.ts). A SKU left empty keeps the size's own, or one is
 * generated (its shape shown as the placeholder); a refused SKU's message shows under it.
 */
export function SizeStockField({ value, onChange, onSkuChange, error, errors }: SizeStockFieldProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{ADMIN_TEXT.sizesOffered}</legend>
      <p className="text-sm text-ink-soft">{ADMIN_TEXT.sizesOfferedHint}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {SIZES.map((size) => {
          const ticked = isSizeTicked(value, size);
          const entry = value.find((item) => item.size === size);
          const stockId = `stock-${size.replace(/\W+/g, '-')}`;
          const skuId = skuInputId(size);
          const skuError = errors[skuField(size) as SkuField];
          return (
            <li
              key={size}
              className="grid min-w-0 grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-2xl border-2 border-line bg-white px-3 py-2"
            >
              <label className="flex min-h-11 items-center gap-2 whitespace-nowrap text-sm font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-coral-600"
                  checked={ticked}
                  onChange={() => onChange(toggleSize(value, size))}
                />
                {size}
              </label>
              <label htmlFor={stockId} className="sr-only">
                {ADMIN_TEXT.stockFor(size)}
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
                disabled={!ticked}
                onChange={(event) => onChange(setStock(value, size, event.target.value))}
              />
              <div className="col-span-2 min-w-0">
                <label htmlFor={skuId} className="text-xs font-semibold text-ink-soft">
                  {SKU_MESSAGES.label}
                </label>
                <input
                  id={skuId}
                  aria-label={SKU_MESSAGES.fieldFor(size)}
                  type="text"
                  maxLength={40}
                  spellCheck={false}
                  autoCapitalize="characters"
                  autoComplete="off"
                  className={SKU_INPUT}
                  value={entry?.sku ?? ''}
                  placeholder={ticked ? generatedSkuPreview(size) : ''}
                  title={SKU_MESSAGES.hint}
                  disabled={!ticked}
                  onChange={(event) => onSkuChange(size, event.target.value)}
                  {...describedBy(skuId, skuError)}
                />
                {skuError && (
                  <p id={`${skuId}-error`} className="mt-1 text-sm font-semibold text-coral-700">
                    {skuError}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-ink-soft">{SKU_MESSAGES.hint}</p>
      {error && <p className="mt-1 text-sm font-semibold text-coral-700">{error}</p>}
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { SIZES } from '../../../contract/constants';
import { FALLBACK } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { SKU_MESSAGES } from '../../../contract/messages/product-csv';
import { useMessages } from '../../components/messages/use-messages';
import { totalStock, type AdminProduct } from './admin-product';
import { messageOf } from '../../lib/api-client';
import { useSetStock } from './api/products';

/**
 * The stock cell of the products list: the total, and behind "Edit stock" one number and the SKU per offered size,
 * saved together. An owner who restocks a size should not have to open (and risk) the whole product form for it; which
 * sizes are offered is the product form's question.
 */
export function StockEditor({ product }: { product: AdminProduct }) {
  const offered = SIZES.filter((size) => product.sizeAndStock.some((entry) => entry.size === size));
  const [levels, setLevels] = useState(() =>
    Object.fromEntries(product.sizeAndStock.map((entry) => [entry.size, String(entry.stock)])),
  );
  const [skus, setSkus] = useState(() =>
    Object.fromEntries(product.sizeAndStock.map((entry) => [entry.size, entry.sku ?? ''])),
  );
  const save = useSetStock(product._id);
  const { showSuccess, showError } = useMessages();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync({
        // An emptied SKU keeps the size's own; the server refuses one another size holds.
        sizeAndStock: offered.map((size) => ({ size, stock: Number(levels[size]), sku: skus[size] ?? '' })),
      });
      showSuccess(saved.message);
    } catch (error) {
      showError(messageOf(error, FALLBACK.stockUpdateFailed));
    }
  };

  if (offered.length === 0)
    return <span className="text-sm font-semibold text-ink-soft">{ADMIN_TEXT.noSizesOffered}</span>;
  return (
    <details className="min-w-24">
      <summary className="cursor-pointer whitespace-nowrap">
        <span className="font-semibold">{totalStock(product)}</span>{' '}
        <span className="text-sm font-semibold text-lilac-700 underline">{ADMIN_TEXT.editStock}</span>
      </summary>
      <form
        onSubmit={submit}
        aria-label={ADMIN_TEXT.stockOf(product.name)}
        className="mt-2 flex flex-col gap-2"
      >
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {offered.map((size) => (
            <div key={size} className="flex flex-col gap-1">
              <label className="flex flex-col text-xs font-semibold whitespace-nowrap">
                {size}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  required
                  value={levels[size]}
                  onChange={(event) => setLevels((current) => ({ ...current, [size]: event.target.value }))}
                  className="mt-1 w-16 rounded-lg border border-line bg-white px-2 py-1 text-sm"
                />
              </label>
              <label className="flex flex-col text-xs font-semibold whitespace-nowrap">
                <span>
                  {SKU_MESSAGES.label} <span className="sr-only">{size}</span>
                </span>
                <input
                  type="text"
                  value={skus[size]}
                  maxLength={40}
                  spellCheck={false}
                  autoCapitalize="characters"
                  onChange={(event) => setSkus((current) => ({ ...current, [size]: event.target.value }))}
                  className="mt-1 w-16 rounded-lg border border-line bg-white px-1 py-1 font-mono text-[11px] sm:w-28"
                />
              </label>
            </div>
          ))}
        </div>
        <button
          type="submit"
          className="btn-secondary min-h-9 self-start px-4 whitespace-nowrap"
          disabled={save.isPending}
        >
          {ADMIN_TEXT.saveStock}
        </button>
      </form>
    </details>
  );
}

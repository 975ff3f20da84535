import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { PRICE_FILTER_DEFAULTS } from '../../../../contract/constants';
import { isPriceRangeInverted } from '../product-filters';
import { useTexts } from '../../../lib/language/use-texts';

interface PriceRangeProps {
  minPrice: number;
  maxPrice: number;
  onApply: (minPrice: number, maxPrice: number) => void;
}

/** Min and max in rupees, applied together; a minimum above the maximum is explained, not applied. */
export function PriceRange({ minPrice, maxPrice, onApply }: PriceRangeProps) {
  const { CATALOG_TEXT } = useTexts();
  const [min, setMin] = useState(String(minPrice));
  const [max, setMax] = useState(String(maxPrice));
  const [inverted, setInverted] = useState(false);
  const minId = useId();
  const maxId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = Number(min);
    const high = Number(max);
    const range = {
      minPrice: Number.isFinite(low) && low >= 0 ? low : PRICE_FILTER_DEFAULTS.min,
      maxPrice: Number.isFinite(high) && high >= 0 && max !== '' ? high : PRICE_FILTER_DEFAULTS.max,
    };
    const wrong = isPriceRangeInverted(range);
    setInverted(wrong);
    if (!wrong) onApply(range.minPrice, range.maxPrice);
  };

  const field = (id: string, label: string, value: string, set: (value: string) => void) => (
    <div className="w-24">
      <label htmlFor={id} className="text-xs font-semibold text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setInverted(false);
        }}
        aria-invalid={inverted || undefined}
        aria-describedby={inverted ? errorId : undefined}
        className={`h-10 w-full rounded-xl border px-2 text-sm ${inverted ? 'border-coral-600' : 'border-line'}`}
      />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        {field(minId, CATALOG_TEXT.minPrice, min, setMin)}
        {field(maxId, CATALOG_TEXT.maxPrice, max, setMax)}
        <button type="submit" className="btn-secondary min-h-10 px-4">
          {CATALOG_TEXT.apply}
        </button>
      </div>
      {inverted && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-coral-700">
          {CATALOG_TEXT.minAboveMax}
        </p>
      )}
    </form>
  );
}

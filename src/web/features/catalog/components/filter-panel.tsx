import { CATEGORIES, GENDERS, SIZES } from '../../../../contract/constants';
import type { ProductFilters } from '../product-filters';
import { PriceRange } from './price-range';
import { SizeFinder } from '../size-finder';
import { useTexts } from '../../../lib/language/use-texts';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

const checkboxClass = 'size-5 rounded accent-coral-600';
const legendClass = 'mb-2 text-sm font-extrabold text-ink';

interface FilterPanelProps {
  filters: ProductFilters;
  update: (changes: Partial<ProductFilters>) => void;
}

/** Category, gender, price and age: the desktop side panel and the phone's filter sheet. */
export function FilterPanel({ filters, update }: FilterPanelProps) {
  const { CATALOG_TEXT, CATEGORY_LABELS, GENDER_LABELS, SIZE_LABELS } = useTexts();
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className={legendClass}>{CATALOG_TEXT.category}</legend>
        <div className="flex flex-col gap-1">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={filters.category.includes(category)}
                onChange={() => update({ category: toggle(filters.category, category) })}
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{CATALOG_TEXT.gender}</legend>
        <div className="flex flex-col gap-1">
          {GENDERS.map((gender) => (
            <label key={gender} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={filters.gender.includes(gender)}
                onChange={() => update({ gender: toggle(filters.gender, gender) })}
              />
              {GENDER_LABELS[gender]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{CATALOG_TEXT.priceRange}</legend>
        <PriceRange
          key={`${filters.minPrice}-${filters.maxPrice}`}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onApply={(minPrice, maxPrice) => update({ minPrice, maxPrice })}
        />
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{CATALOG_TEXT.shopByAge}</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...SIZES].map((size) => {
            const selected = filters.size === size;
            return (
              <label
                key={size ?? 'any'}
                className={`flex min-h-10 cursor-pointer items-center rounded-full border-2 px-3 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${
                  selected ? 'border-coral-600 bg-coral-50 text-coral-800' : 'border-line bg-white text-ink'
                }`}
              >
                <input
                  type="radio"
                  name="size"
                  className="sr-only"
                  checked={selected}
                  onChange={() => update({ size })}
                />
                {size ? SIZE_LABELS[size] : CATALOG_TEXT.anySize}
              </label>
            );
          })}
        </div>
        <SizeFinder onPick={(size) => update({ size })} />
      </fieldset>
    </div>
  );
}

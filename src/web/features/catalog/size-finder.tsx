import { useId, useState } from 'react';
import type { Size } from '../../../contract/constants';
import { AGES, sizeForAge, sizeForHeight } from '../../../contract/size-guide';
import { useTexts } from '../../lib/language/use-texts';

const CONTROL = 'min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 text-sm';

/** "Shop by age" by the child's age or height: picks the size from the size guide. */
export function SizeFinder({ onPick }: { onPick: (size: Size | undefined) => void }) {
  const { SIZE_GUIDE_TEXT } = useTexts();
  const [height, setHeight] = useState('');
  const [outside, setOutside] = useState(false);
  const ageId = useId();
  const heightId = useId();
  const pickHeight = (value: string) => {
    setHeight(value);
    const cm = Number(value);
    if (!value || !Number.isFinite(cm)) return setOutside(false);
    const size = sizeForHeight(cm);
    setOutside(!size && value.length >= 2);
    if (size) onPick(size);
  };
  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      <div className="grid gap-1">
        <label htmlFor={ageId} className="text-xs font-semibold text-ink-soft">
          {SIZE_GUIDE_TEXT.childAge}
        </label>
        <select
          id={ageId}
          className={CONTROL}
          defaultValue=""
          onChange={(event) =>
            onPick(event.target.value ? sizeForAge(Number(event.target.value)) : undefined)
          }
        >
          <option value="">{SIZE_GUIDE_TEXT.anyAge}</option>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {SIZE_GUIDE_TEXT.years(age)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={heightId} className="text-xs font-semibold text-ink-soft">
          {SIZE_GUIDE_TEXT.childHeight}
        </label>
        <input
          id={heightId}
          type="number"
          inputMode="numeric"
          min={80}
          max={160}
          className={CONTROL}
          value={height}
          onChange={(event) => pickHeight(event.target.value)}
        />
      </div>
      {outside && (
        <p role="status" className="col-span-2 text-xs font-semibold text-coral-700">
          {SIZE_GUIDE_TEXT.outsideRange}
        </p>
      )}
    </div>
  );
}

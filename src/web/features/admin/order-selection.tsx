import { useEffect, useRef } from 'react';
import { shortOrderId } from '../../../contract/order-texts';
import { ORDER_BATCH_TEXT } from '../../../contract/messages/back-office';

const BOX = 'size-5 cursor-pointer accent-lilac-600';
/** The box sits in a 44 px target, as every control a thumb must hit. */
const TARGET = 'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center';

/** One order's checkbox; its name says which order it chooses. */
export function SelectOrderBox({
  orderId,
  checked,
  onChange,
}: {
  orderId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={TARGET}>
      <input
        type="checkbox"
        className={BOX}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={ORDER_BATCH_TEXT.select(shortOrderId(orderId))}
      />
    </label>
  );
}

/** Chooses every order of the page, or none; mixed (and announced so) when only some are chosen. */
export function SelectPageBox({
  chosen,
  total,
  onChange,
}: {
  chosen: number;
  total: number;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const some = chosen > 0 && chosen < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className={`${TARGET} w-auto gap-2 pr-2 text-sm font-semibold`}>
      <input
        ref={ref}
        type="checkbox"
        className={BOX}
        checked={total > 0 && chosen === total}
        onChange={(event) => onChange(event.target.checked)}
      />
      {ORDER_BATCH_TEXT.selectPage}
    </label>
  );
}

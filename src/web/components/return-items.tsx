import type { ReturnRequest } from '../../contract/returns';
import { useTexts } from '../lib/language/use-texts';

/** "1 × Frock (2-3 y → 4-5 y)": the items of a return or exchange, for the shopper's and the shop's screens. */
export function ReturnItems({ items }: { items: ReturnRequest['items'] }) {
  const { sizeName } = useTexts();
  return (
    <ul className="mt-2 text-sm">
      {items.map((item) => (
        <li key={`${item.productId}${item.size}`}>
          {item.quantity} × {item.name} ({sizeName(item.size)}
          {item.exchangeSize ? ` → ${sizeName(item.exchangeSize)}` : ''})
        </li>
      ))}
    </ul>
  );
}

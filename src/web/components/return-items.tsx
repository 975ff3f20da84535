import type { ReturnRequest } from '../../contract/returns';

/** "1 × Frock (2-3 y → 4-5 y)": the items of a return or exchange, for the shopper's and the shop's screens. */
export function ReturnItems({ items }: { items: ReturnRequest['items'] }) {
  return (
    <ul className="mt-2 text-sm">
      {items.map((item) => (
        <li key={`${item.productId}${item.size}`}>
          {item.quantity} × {item.name} ({item.size}
          {item.exchangeSize ? ` → ${item.exchangeSize}` : ''})
        </li>
      ))}
    </ul>
  );
}

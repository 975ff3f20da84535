import { Link } from 'react-router';
import { STOCK_ALERT_TEXT } from '../../../contract/messages/back-office';
import { Loading } from '../../components/loading';
import { ErrorText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useLowStock } from './api/back-office';

const SHOWN = 8;

/** The dashboard's "Low stock" card: sizes at or under the threshold, most urgent first. */
export function LowStockCard() {
  const lowStock = useLowStock();
  return (
    <section className="card p-5" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="mb-3 text-base font-bold">
        {STOCK_ALERT_TEXT.lowStockTitle}
        {lowStock.data && lowStock.data.length > 0 && (
          <span className="ml-2 rounded-full bg-coral-100 px-2 py-0.5 text-xs text-coral-700">
            {lowStock.data.length}
          </span>
        )}
      </h2>
      {lowStock.isPending ? (
        <Loading />
      ) : lowStock.isError ? (
        <ErrorText message={messageOf(lowStock.error, STOCK_ALERT_TEXT.lowStockTitle)} />
      ) : lowStock.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{STOCK_ALERT_TEXT.noLowStock}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {lowStock.data.slice(0, SHOWN).map((item) => (
            <li
              key={`${item.productId}-${item.size}`}
              className="flex items-center justify-between gap-3 py-1 text-sm"
            >
              <Link
                to={`/admin/editProduct/${item.productId}`}
                className="min-w-0 truncate font-semibold hover:underline"
              >
                {item.name} <span className="font-normal text-ink-soft">· {item.size}</span>
              </Link>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${
                  item.stock === 0 ? 'bg-coral-100 text-coral-700' : 'bg-sun-100 text-ink'
                }`}
              >
                {item.stock === 0 ? STOCK_ALERT_TEXT.soldOut : STOCK_ALERT_TEXT.left(item.stock)}
              </span>
            </li>
          ))}
          {lowStock.data.length > SHOWN && (
            <li className="py-1 text-sm text-ink-soft">
              <Link to="/admin/product?outOfStock=true" className="underline">
                {STOCK_ALERT_TEXT.more(lowStock.data.length - SHOWN)}
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

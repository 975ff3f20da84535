import type { Dashboard } from '../../../contract/dashboard';
import { formatRupees } from '../../../contract/money';
import { ADMIN_TEXT } from '../../../contract/messages';
import { ScrollTable, TD, TH } from './scroll-table';

const COLUMNS = ['Product ID', 'Image', 'Product Name', 'Category', 'Units Sold', 'Revenue'];

export function BestSellersTable({ products }: { products: Dashboard['bestSellingProducts'] }) {
  return (
    <section aria-labelledby="best-sellers-title">
      <h2 id="best-sellers-title" className="mb-3 text-lg font-bold">
        {ADMIN_TEXT.bestSellersTitle}
      </h2>
      {products.length === 0 ? (
        <p className="card px-6 py-10 text-center text-sm text-ink-soft">{ADMIN_TEXT.noBestSellers}</p>
      ) : (
        <ScrollTable label={ADMIN_TEXT.bestSellersTitle}>
          <thead>
            <tr>
              {COLUMNS.map((heading) => (
                <th key={heading} scope="col" className={TH}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <td className={`${TD} font-mono text-xs text-ink-soft`} title={product.id}>
                  {product.id.slice(-6).toUpperCase()}
                </td>
                <td className={TD}>
                  {product.images[0] ? (
                    <img
                      src={product.images[0]}
                      alt=""
                      width={48}
                      height={60}
                      loading="lazy"
                      className="h-15 w-12 rounded-lg bg-lilac-50 object-cover"
                    />
                  ) : (
                    <span className="block h-15 w-12 rounded-lg bg-lilac-100" />
                  )}
                </td>
                <td className={`${TD} font-semibold`}>{product.name}</td>
                <td className={TD}>{product.category}</td>
                <td className={TD}>{product.unitsSold}</td>
                <td className={`${TD} whitespace-nowrap font-semibold`}>{formatRupees(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

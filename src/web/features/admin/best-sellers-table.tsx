import type { Dashboard } from '../../../contract/dashboard';
import { formatRupees } from '../../../contract/money';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { DataTable, ShortIdCell, TableHead, TD, ThumbnailCell } from '../../components/data-table';

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
        <DataTable label={ADMIN_TEXT.bestSellersTitle}>
          <TableHead columns={COLUMNS} />
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <ShortIdCell id={product.id} />
                <ThumbnailCell src={product.images[0]} />
                <td className={`${TD} font-semibold`}>{product.name}</td>
                <td className={TD}>{product.category}</td>
                <td className={TD}>{product.unitsSold}</td>
                <td className={`${TD} whitespace-nowrap font-semibold`}>{formatRupees(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

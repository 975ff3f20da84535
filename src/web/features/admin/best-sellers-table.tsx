import type { Dashboard } from '../../../contract/dashboard';
import { formatRupees } from '../../../contract/money';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { REPORT_TEXT } from '../../../contract/messages/back-office';
import { DataTable, ShortIdCell, TableHead, TD, ThumbnailCell } from '../../components/data-table';
import { StatusText } from './query-state';

const COLUMNS = [
  ADMIN_TEXT.productId,
  ADMIN_TEXT.image,
  ADMIN_TEXT.productName,
  REPORT_TEXT.category,
  ADMIN_TEXT.unitsSold,
  REPORT_TEXT.revenue,
];

export function BestSellersTable({ products }: { products: Dashboard['bestSellingProducts'] }) {
  return (
    <section aria-labelledby="best-sellers-title">
      <h2 id="best-sellers-title" className="mb-3 text-lg font-bold">
        {ADMIN_TEXT.bestSellersTitle}
      </h2>
      {products.length === 0 ? (
        <StatusText>{ADMIN_TEXT.noBestSellers}</StatusText>
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

import { Link } from 'react-router';
import { formatPrice } from '../../../contract/money';
import { CATEGORIES } from '../../../contract/constants';
import { FALLBACK, PAGE_TITLES, TEXT } from '../../../contract/messages';
import { ADMIN_TEXT, PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import { FIND_TEXT } from '../../../contract/messages/back-office';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import {
  DataTable,
  ShortIdCell,
  STICKY_END,
  TableHead,
  TD,
  ThumbnailCell,
} from '../../components/data-table';
import { StockEditor } from './stock-editor';
import { ProductCsvImport } from './product-csv-import';
import { ProductStatusActions } from './product-status-actions';
import { ProductStatusBadge } from './status-badges';
import { PRODUCT_STATUSES } from '../../../contract/product-status';
import { useAdminProducts } from './api/products';
import { usePageParam } from './use-page-param';
import { FilterBar, FilterSelect } from './list-filters';
import { filterQuery, useUrlFilters } from './use-url-filters';
import { Updating } from '../../components/updating';

const FILTER_KEYS = ['q', 'category', 'outOfStock', 'status'] as const;

function ProductFilters() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  return (
    <FilterBar
      label={FIND_TEXT.searchProducts}
      query={filters.q}
      placeholder={FIND_TEXT.searchProductsPlaceholder}
      onSearch={(q) => setFilters({ q })}
      onClear={() => setFilters({ q: '', category: '', outOfStock: '', status: '' })}
    >
      <FilterSelect
        label={FIND_TEXT.category}
        value={filters.category}
        anyLabel={FIND_TEXT.allCategories}
        choices={CATEGORIES}
        labelOf={(category) => category}
        onChange={(category) => setFilters({ category })}
      />
      <FilterSelect
        label={FIND_TEXT.status}
        value={filters.status}
        anyLabel={FIND_TEXT.allStatuses}
        choices={PRODUCT_STATUSES}
        labelOf={(status) => PRODUCT_STATUS_MESSAGES.label[status]}
        onChange={(status) => setFilters({ status })}
      />
      <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-lilac-600"
          checked={filters.outOfStock === 'true'}
          onChange={(event) => setFilters({ outOfStock: event.target.checked ? 'true' : '' })}
        />
        {FIND_TEXT.outOfStock}
      </label>
    </FilterBar>
  );
}

export default function AdminProductsPage() {
  const [page, setPage] = usePageParam();
  const [filters] = useUrlFilters(FILTER_KEYS);
  const query = filterQuery(filters);
  const products = useAdminProducts(page, query);

  return (
    <AdminScreen
      title={PAGE_TITLES.adminProducts}
      actions={
        <Link to="/admin/addProduct" className="btn-primary">
          {ADMIN_TEXT.addProduct}
        </Link>
      }
    >
      <ProductFilters />
      <ProductCsvImport exportHref={`/api/admin/products/export.csv${query ? `?${query}` : ''}`} />
      {products.isPending ? (
        <StatusText>{ADMIN_TEXT.loadingProducts}</StatusText>
      ) : products.isError ? (
        <ErrorText message={messageOf(products.error, FALLBACK.productFetchFailed)} />
      ) : products.data.products.length === 0 ? (
        <StatusText>{query ? FIND_TEXT.noMatchingProducts : TEXT.noProductsFound}</StatusText>
      ) : (
        <Updating updating={products.isPlaceholderData}>
          <DataTable label={PAGE_TITLES.adminProducts}>
            <TableHead
              columns={[
                ADMIN_TEXT.id,
                ADMIN_TEXT.image,
                ADMIN_TEXT.productName,
                FIND_TEXT.status,
                ADMIN_TEXT.price,
                ADMIN_TEXT.stock,
                ADMIN_TEXT.actions,
              ]}
              stickyLast
            />
            <tbody>
              {products.data.products.map((product) => (
                <tr key={product._id}>
                  <ShortIdCell id={product._id} />
                  <ThumbnailCell src={product.images[0]} />
                  <td className={`${TD} font-semibold`}>{product.name}</td>
                  <td className={TD}>
                    <ProductStatusBadge status={product.status} />
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{formatPrice(product.discountPrice)}</td>
                  <td className={TD}>
                    <StockEditor product={product} />
                  </td>
                  <td className={`${TD} ${STICKY_END}`}>
                    {/* A narrow column of buttons on a phone, so the sticky cell leaves the product in view. */}
                    <div className="flex w-28 flex-col gap-2 sm:w-auto sm:min-w-56 sm:flex-row sm:flex-wrap">
                      <Link
                        to={`/admin/editProduct/${product._id}`}
                        className="btn-secondary min-h-9 px-4"
                        aria-label={`${ADMIN_TEXT.edit} ${product.name}`}
                      >
                        {ADMIN_TEXT.edit}
                      </Link>
                      <ProductStatusActions product={product} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <AdminPagination page={page} totalPages={products.data.totalPages} onPageChange={setPage} />
        </Updating>
      )}
    </AdminScreen>
  );
}

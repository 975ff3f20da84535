import { Link } from 'react-router';
import { formatPrice } from '../../../contract/money';
import { ADMIN_TEXT, FALLBACK, PAGE_TITLES, TEXT } from '../../../contract/messages';
import { totalStock } from './admin-product';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { ErrorText, messageOf, StatusText } from './query-state';
import { ScrollTable, TD, TH } from './scroll-table';
import { useAdminProducts } from './use-admin-products';
import { usePageParam } from './use-page-param';

export default function AdminProductsPage() {
  const [page, setPage] = usePageParam();
  const products = useAdminProducts(page);

  return (
    <AdminScreen
      title={PAGE_TITLES.adminProducts}
      actions={
        <Link to="/admin/addProduct" className="btn-primary">
          {ADMIN_TEXT.addProduct}
        </Link>
      }
    >
      {products.isPending ? (
        <StatusText>{ADMIN_TEXT.loadingProducts}</StatusText>
      ) : products.isError ? (
        <ErrorText message={messageOf(products.error, FALLBACK.productFetchFailed)} />
      ) : products.data.products.length === 0 ? (
        <StatusText>{TEXT.noProductsFound}</StatusText>
      ) : (
        <>
          <ScrollTable label={PAGE_TITLES.adminProducts}>
            <thead>
              <tr>
                {['ID', 'Image', 'Product Name', 'Price', 'Stock', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className={TH}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => (
                <tr key={product._id}>
                  <td className={`${TD} font-mono text-xs text-ink-soft`} title={product._id}>
                    {product._id.slice(-6).toUpperCase()}
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
                  <td className={`${TD} whitespace-nowrap`}>{formatPrice(product.discountPrice)}</td>
                  <td className={TD}>{totalStock(product)}</td>
                  <td className={TD}>
                    <Link
                      to={`/admin/editProduct/${product._id}`}
                      className="btn-secondary min-h-9 px-4"
                      aria-label={`${ADMIN_TEXT.edit} ${product.name}`}
                    >
                      {ADMIN_TEXT.edit}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <AdminPagination page={page} totalPages={products.data.totalPages} onPageChange={setPage} />
        </>
      )}
    </AdminScreen>
  );
}

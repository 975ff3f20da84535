import { Link, useNavigate, useSearchParams } from 'react-router';
import { isCreatedToday, formatLongDate } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import type { Order } from '../../../contract/orders';
import { ChevronRightIcon } from '../../components/icons';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Pagination } from '../../components/pagination';
import { Updating } from '../../components/updating';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrders } from './api/orders';
import { useLocale, useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export default function OrderListPage() {
  const { CATALOG_TEXT, FALLBACK, PAGE_TITLES, TEXT } = useTexts();
  useDocumentTitle(PAGE_TITLES.orders);
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const orders = useOrders(page);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {PAGE_TITLES.orders}
      </h1>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed query={orders} fallback={FALLBACK.fetchOrdersFailed} />
      ) : orders.data.orders.length === 0 ? (
        <div className="card mt-6 px-6 py-12 text-center">
          <p className="font-semibold">{TEXT.noOrdersFound}</p>
          <Link to="/allProducts" className="btn-primary mt-5">
            {CATALOG_TEXT.shopNow}
          </Link>
        </div>
      ) : (
        <>
          <Updating updating={orders.isPlaceholderData} className="mt-6">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {orders.data.orders.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} />
                </li>
              ))}
            </ul>
          </Updating>
          <Pagination
            className="mt-8"
            page={Math.min(page, Math.max(orders.data.totalPages, 1))}
            totalPages={orders.data.totalPages}
            onPageChange={goTo}
          />
        </>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { CATALOG_TEXT, ORDER_TEXT, itemCount, orderTitle } = useTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const href = STOREFRONT_PATHS.order(order._id);
  const placed = order.placedAt || order.createdAt;
  return (
    <article
      // The whole card opens the order; the Details link is the keyboard and screen-reader way in.
      onClick={(event) => {
        if (!(event.target instanceof Element && event.target.closest('a'))) navigate(href);
      }}
      className="card flex h-full cursor-pointer flex-col gap-3 p-5 transition-shadow hover:shadow-pop"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-extrabold">{orderTitle(shortOrderId(order._id))}</h2>
        {isCreatedToday(placed) && (
          <span className="rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-extrabold uppercase text-ink">
            {CATALOG_TEXT.newBadge}
          </span>
        )}
      </div>
      <p className="text-sm text-ink-soft">
        {ORDER_TEXT.placedOn} <time dateTime={placed}>{formatLongDate(placed, locale)}</time>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <OrderStatusBadge status={order.status} />
        <span className="text-ink-soft">{itemCount(order.itemCount)}</span>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-lg font-extrabold">{formatRupees(order.pricingSummary.finalAmount)}</p>
        <Link
          to={href}
          className="inline-flex min-h-11 min-w-11 items-center gap-1 text-sm font-bold text-coral-700 hover:underline"
          aria-label={`${ORDER_TEXT.details}, ${orderTitle(shortOrderId(order._id))}`}
        >
          {ORDER_TEXT.details}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}

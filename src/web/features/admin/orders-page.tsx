import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrder } from '../../../contract/admin';
import { formatShortDate } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import {
  AWAITING_PAYMENT_LABELS,
  CHECKOUT_TEXT,
  FALLBACK,
  PAGE_TITLES,
  PAYMENT_ADMIN_TEXT,
  TEXT,
} from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { FIND_TEXT, ORDER_BATCH_TEXT } from '../../../contract/messages/back-office';
import { AWAITING_PAYMENT } from '../../../contract/payment-status';
import { AwaitingPaymentBadge } from './status-badges';
import { ORDER_STATUSES } from '../../../contract/order-status';
import { Loading } from '../../components/loading';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { OrderStatusSelect } from './order-status-select';
import { OrderBulkActions } from './order-bulk-actions';
import { SelectOrderBox } from './order-selection';
import { statusLabel } from './order-status-choices';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { TableHead, TD } from '../../components/data-table';
import { useAdminOrders } from './api/orders';
import { usePageParam } from './use-page-param';
import { FILTER_CONTROL, FilterBar, FilterField, FilterSelect } from './list-filters';
import { filterQuery, useUrlFilters } from './use-url-filters';
import { Updating } from '../../components/updating';

const COLUMNS = [
  ORDER_BATCH_TEXT.selectColumn,
  ADMIN_TEXT.orderId,
  ADMIN_TEXT.customer,
  ADMIN_TEXT.date,
  FIND_TEXT.status,
  CHECKOUT_TEXT.total,
  ADMIN_TEXT.actions,
];

/** Which orders of the page are chosen, and how to choose one. */
interface Selection {
  isChosen: (orderId: string) => boolean;
  choose: (orderId: string, chosen: boolean) => void;
}

function ViewLink({ order }: { order: AdminOrder }) {
  return (
    <Link
      to={`/admin/adminOrderDetails/${order._id}`}
      className="btn-secondary min-h-9 px-4"
      aria-label={ADMIN_TEXT.viewOrder(shortOrderId(order._id))}
    >
      {ADMIN_TEXT.view}
    </Link>
  );
}

function OrdersTable({ orders, selection }: { orders: AdminOrder[]; selection: Selection }) {
  return (
    <div className="card hidden overflow-hidden md:block">
      <table className="w-full text-left text-sm">
        <TableHead columns={COLUMNS} />
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td className={`${TD} w-12 py-0 pr-0`}>
                <SelectOrderBox
                  orderId={order._id}
                  checked={selection.isChosen(order._id)}
                  onChange={(chosen) => selection.choose(order._id, chosen)}
                />
              </td>
              <td className={`${TD} font-mono font-semibold`}>#{shortOrderId(order._id)}</td>
              <td className={TD}>{order.addressInfo.fullName}</td>
              <td className={`${TD} whitespace-nowrap`}>{formatShortDate(order.placedAt)}</td>
              <td className={TD}>
                <OrderStatusSelect orderId={order._id} status={order.status} />
              </td>
              <td className={`${TD} whitespace-nowrap font-semibold`}>
                {formatRupees(order.pricingSummary.finalAmount)}
                <span className="mt-1 block">
                  <AwaitingPaymentBadge awaiting={order.awaitingPayment} />
                </span>
              </td>
              <td className={TD}>
                <ViewLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({ orders, selection }: { orders: AdminOrder[]; selection: Selection }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden">
      {orders.map((order) => (
        <li key={order._id} className="card grid gap-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <SelectOrderBox
              orderId={order._id}
              checked={selection.isChosen(order._id)}
              onChange={(chosen) => selection.choose(order._id, chosen)}
            />
            <div className="mr-auto">
              <p className="font-mono font-bold">#{shortOrderId(order._id)}</p>
              <p className="text-sm text-ink-soft">
                {order.addressInfo.fullName} · {formatShortDate(order.placedAt)}
              </p>
            </div>
            <div className="text-right">
              <p className="font-bold">{formatRupees(order.pricingSummary.finalAmount)}</p>
              <AwaitingPaymentBadge awaiting={order.awaitingPayment} />
            </div>
          </div>
          <div className="flex items-center justify-between gap-3">
            <OrderStatusSelect orderId={order._id} status={order.status} />
            <ViewLink order={order} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const FILTER_KEYS = ['q', 'status', 'from', 'to', 'payment'] as const;

function OrderFilters() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const query = filterQuery(filters);
  return (
    <FilterBar
      label={FIND_TEXT.searchOrders}
      query={filters.q}
      placeholder={FIND_TEXT.searchOrdersPlaceholder}
      onSearch={(q) => setFilters({ q })}
      onClear={() => setFilters({ q: '', status: '', from: '', to: '', payment: '' })}
      actions={
        <a
          href={`/api/admin/orders/export.csv${query ? `?${query}` : ''}`}
          className="btn-secondary min-h-10 px-4"
          download
        >
          {FIND_TEXT.exportCsv}
        </a>
      }
    >
      <FilterSelect
        label={FIND_TEXT.status}
        value={filters.status}
        anyLabel={FIND_TEXT.allStatuses}
        choices={ORDER_STATUSES}
        labelOf={statusLabel}
        onChange={(status) => setFilters({ status })}
      />
      <FilterSelect
        label={PAYMENT_ADMIN_TEXT.paymentFilter}
        value={filters.payment}
        anyLabel={PAYMENT_ADMIN_TEXT.anyPayment}
        choices={AWAITING_PAYMENT}
        labelOf={(awaiting) => AWAITING_PAYMENT_LABELS[awaiting]}
        onChange={(payment) => setFilters({ payment })}
      />
      <FilterField label={FIND_TEXT.placedFrom}>
        <input
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilters({ from: event.target.value })}
          className={FILTER_CONTROL}
        />
      </FilterField>
      <FilterField label={FIND_TEXT.placedTo}>
        <input
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilters({ to: event.target.value })}
          className={FILTER_CONTROL}
        />
      </FilterField>
    </FilterBar>
  );
}

export default function AdminOrdersPage() {
  const [page, setPage] = usePageParam();
  const [filters] = useUrlFilters(FILTER_KEYS);
  const query = filterQuery(filters);
  const orders = useAdminOrders(page, query);
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  // Only the orders this page shows are acted on; a choice made on another page or search waits there.
  const shown = orders.data?.order ?? [];
  const chosen = shown.filter((order) => chosenIds.has(order._id)).map((order) => order._id);
  const selection: Selection = {
    isChosen: (orderId) => chosenIds.has(orderId),
    choose: (orderId, on) =>
      setChosenIds((ids) => {
        const next = new Set(ids);
        if (on) next.add(orderId);
        else next.delete(orderId);
        return next;
      }),
  };

  return (
    <AdminScreen title={PAGE_TITLES.adminOrders}>
      <OrderFilters />
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <ErrorText message={messageOf(orders.error, FALLBACK.allOrdersFailed)} />
      ) : orders.data.order.length === 0 ? (
        <StatusText>{query ? FIND_TEXT.noMatchingOrders : TEXT.noOrdersFound}</StatusText>
      ) : (
        <Updating updating={orders.isPlaceholderData}>
          <OrderBulkActions
            chosen={chosen}
            total={shown.length}
            onSelectPage={(all) => setChosenIds(new Set(all ? shown.map((order) => order._id) : []))}
            onChoose={(ids) => setChosenIds(new Set(ids))}
          />
          <OrdersTable orders={orders.data.order} selection={selection} />
          <OrderCards orders={orders.data.order} selection={selection} />
          <AdminPagination page={page} totalPages={orders.data.totalPages} onPageChange={setPage} />
        </Updating>
      )}
    </AdminScreen>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { formatShortDate } from '../../../contract/dates';
import { formatRupees } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import { RETURN_STATUSES, type ReturnRequest } from '../../../contract/returns';
import {
  orderTitle,
  REFUND_TEXT,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXT,
} from '../../../contract/messages';
import { ADMIN_RETURNS_TEXT, FIND_TEXT } from '../../../contract/messages/back-office';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CreditNoteLink } from '../../components/credit-note-link';
import { Loading } from '../../components/loading';
import { ReturnItems } from '../../components/return-items';
import { Updating } from '../../components/updating';
import { messageOf } from '../../lib/api-client';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { useAdminReturns, useMoveReturn } from './api/returns';
import { FilterSelect } from './list-filters';
import { ErrorText, StatusText } from './query-state';
import { usePageParam } from './use-page-param';
import { useUrlFilters } from './use-url-filters';
import { isOneOf } from '../../../contract/one-of';

/** The shop's returns and exchanges: filter by status, and move each along with its allowed next steps. */
export default function AdminReturnsPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useUrlFilters(['status'] as const);
  const status = isOneOf(RETURN_STATUSES, filters.status) ? filters.status : '';
  const list = useAdminReturns(status, page);
  return (
    <AdminScreen title={ADMIN_RETURNS_TEXT.title}>
      <div className="card mb-4 p-4 sm:max-w-xs">
        <FilterSelect
          label={FIND_TEXT.status}
          value={status}
          anyLabel={FIND_TEXT.allStatuses}
          choices={RETURN_STATUSES}
          labelOf={(choice) => RETURN_STATUS_LABELS[choice]}
          onChange={(choice) => setFilters({ status: choice })}
        />
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorText message={messageOf(list.error, ADMIN_RETURNS_TEXT.loadFailed)} />
      ) : list.data.returns.length === 0 ? (
        <StatusText>{ADMIN_RETURNS_TEXT.empty}</StatusText>
      ) : (
        <Updating updating={list.isPlaceholderData}>
          <ul className="flex flex-col gap-4">
            {list.data.returns.map((request) => (
              <ReturnCard key={request._id} request={request} />
            ))}
          </ul>
          <AdminPagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />
        </Updating>
      )}
    </AdminScreen>
  );
}

function ReturnCard({ request }: { request: ReturnRequest }) {
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const move = useMoveReturn(request._id);
  const send = (to: ReturnRequest['status']) => {
    setError(null);
    move.mutate(
      { to, note, refundReference: reference },
      {
        onError: (failure) => setError(messageOf(failure, ADMIN_RETURNS_TEXT.moveFailed)),
        onSettled: () => setConfirmingRefund(false),
      },
    );
  };
  const refundTo = request.refundTo
    ? request.refundTo.upiId
      ? ADMIN_RETURNS_TEXT.upi(request.refundTo.upiId)
      : ADMIN_RETURNS_TEXT.bankAccount(
          request.refundTo.accountNumber ?? '',
          request.refundTo.ifsc ?? '',
          request.refundTo.holderName ?? '',
        )
    : null;
  const kind = RETURN_TEXT.kindNames[request.kind];
  const order = orderTitle(shortOrderId(request.orderId));
  return (
    <li className="card p-5" aria-label={`${kind} · ${order}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-extrabold">
          {kind} ·{' '}
          <Link className="text-coral-700 underline" to={`/admin/adminOrderDetails/${request.orderId}`}>
            {order}
          </Link>
        </h2>
        <span className="rounded-full bg-lilac-100 px-3 py-1 text-sm font-semibold">
          {RETURN_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className="text-sm text-ink-soft">
        {RETURN_REASON_LABELS[request.reason]} ·{' '}
        {ADMIN_RETURNS_TEXT.asked(formatShortDate(request.createdAt))}
      </p>
      <ReturnItems items={request.items} />
      {request.kind === 'return' && (
        <p className="mt-1 text-sm">
          <span className="font-semibold">
            {(request.status === 'refunded' ? REFUND_TEXT.refunded : REFUND_TEXT.refundToSend)(
              formatRupees(request.refundAmount),
            )}
          </span>
          {request.refundPlatformFee > 0 && (
            <span className="text-ink-soft">
              {' '}
              ({REFUND_TEXT.includesFee(formatRupees(request.refundPlatformFee))})
            </span>
          )}
        </p>
      )}
      {refundTo && <p className="mt-1 text-sm">{ADMIN_RETURNS_TEXT.refundTo(refundTo)}</p>}
      {request.refundReference && (
        <p className="mt-1 text-sm">{RETURN_TEXT.refundReference(request.refundReference)}</p>
      )}
      <CreditNoteLink
        path={`/admin/returns/${request._id}/credit-note`}
        creditNoteNumber={request.creditNoteNumber}
        className="mt-2"
      />
      {request.nextStatuses.length > 0 && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col text-sm">
            {ADMIN_RETURNS_TEXT.note}
            <input
              className="rounded-xl border border-line px-3 py-2"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          {request.nextStatuses.includes('refunded') && (
            <label className="flex flex-col text-sm">
              {ADMIN_RETURNS_TEXT.reference}
              <input
                className="rounded-xl border border-line px-3 py-2"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
              />
            </label>
          )}
          {request.nextStatuses.map((to) => (
            <button
              key={to}
              className={to === 'rejected' ? 'btn-secondary' : 'btn-primary'}
              disabled={move.isPending}
              onClick={() => (to === 'refunded' ? setConfirmingRefund(true) : send(to))}
            >
              {ADMIN_RETURNS_TEXT.moveTo(RETURN_STATUS_LABELS[to])}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirmingRefund}
        title={REFUND_TEXT.confirmTitle(formatRupees(request.refundAmount))}
        message={REFUND_TEXT.confirmMessage}
        confirmLabel={REFUND_TEXT.confirmYes}
        cancelLabel={REFUND_TEXT.confirmNo}
        onConfirm={() => send('refunded')}
        onCancel={() => setConfirmingRefund(false)}
        busy={move.isPending}
        tone="default"
      />
      {error && <ErrorText message={error} className="mt-2 text-sm" />}
    </li>
  );
}

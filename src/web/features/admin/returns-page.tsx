import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shortOrderId } from '../../../contract/order-texts';
import { RETURN_STATUSES, type ReturnRequest } from '../../../contract/returns';
import { Loading } from '../../components/loading';
import { ReturnItems } from '../../components/return-items';
import { isApiRequestError } from '../../lib/api-client';
import { AdminScreen } from './admin-screen';
import { useAdminReturns, useMoveReturn } from './api/returns';
import { REFUND_TEXT, RETURN_STATUS_LABELS, RETURN_REASON_LABELS } from '../../../contract/messages';
import { formatRupees } from '../../../contract/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CreditNoteLink } from '../../components/credit-note-link';

/** The shop's returns and exchanges: filter by status, and move each along with its allowed next steps. */
export default function AdminReturnsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useAdminReturns(status, page);
  return (
    <AdminScreen title="Returns">
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-semibold">
        Status
        <select
          className="rounded-xl border border-line bg-white px-3 py-2"
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
        >
          <option value="">All</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className="font-semibold text-red-700">Error: {list.error.message}</p>
      ) : list.data.returns.length === 0 ? (
        <p className="text-ink-soft">No return requests.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.returns.map((request) => (
            <ReturnCard key={request._id} request={request} />
          ))}
        </ul>
      )}
      {list.data && list.data.totalPages > 1 && (
        <p className="mt-4 flex gap-3">
          <button
            className="btn-secondary"
            disabled={page <= 1}
            onClick={() => setParams({ status, page: String(page - 1) })}
          >
            prev
          </button>
          Page {page} of {list.data.totalPages}
          <button
            className="btn-secondary"
            disabled={page >= list.data.totalPages}
            onClick={() => setParams({ status, page: String(page + 1) })}
          >
            Next
          </button>
        </p>
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
        onError: (failure) => setError(isApiRequestError(failure) ? failure.message : String(failure)),
        onSettled: () => setConfirmingRefund(false),
      },
    );
  };
  const refundTo = request.refundTo
    ? request.refundTo.upiId
      ? `UPI ${request.refundTo.upiId}`
      : `A/c ${request.refundTo.accountNumber} · ${request.refundTo.ifsc} · ${request.refundTo.holderName}`
    : null;
  return (
    <li className="card p-5" aria-label={`${request.kind} ${request._id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-extrabold">
          {request.kind === 'exchange' ? 'Size exchange' : 'Return'} ·{' '}
          <Link className="text-coral-700 underline" to={`/admin/adminOrderDetails/${request.orderId}`}>
            Order #{shortOrderId(request.orderId)}
          </Link>
        </h2>
        <span className="rounded-full bg-lilac-100 px-3 py-1 text-sm font-semibold">
          {RETURN_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className="text-sm text-ink-soft">
        {RETURN_REASON_LABELS[request.reason]} · asked{' '}
        {new Date(request.createdAt).toLocaleDateString('en-IN')}
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
      {refundTo && <p className="mt-1 text-sm">Refund to: {refundTo}</p>}
      {request.refundReference && <p className="mt-1 text-sm">Refund reference: {request.refundReference}</p>}
      <CreditNoteLink
        path={`/admin/returns/${request._id}/credit-note`}
        creditNoteNumber={request.creditNoteNumber}
        className="mt-2"
      />
      {request.nextStatuses.length > 0 && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-1 flex-col text-sm">
            Note to the shopper (optional)
            <input
              className="rounded-xl border border-line px-3 py-2"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          {request.nextStatuses.includes('refunded') && (
            <label className="flex flex-col text-sm">
              Refund reference
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
              Mark {RETURN_STATUS_LABELS[to].toLowerCase()}
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
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

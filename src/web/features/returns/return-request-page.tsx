import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SIZES } from '../../../contract/constants';
import { shortOrderId } from '../../../contract/order-texts';
import {
  CreateReturnSchema,
  RETURN_REASONS,
  returnDaysLeft,
  type ReturnKind,
} from '../../../contract/returns';
import { Loading } from '../../components/loading';
import { isApiRequestError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrder } from '../../api/order-detail';
import { useCreateReturn, useStockBySize } from './api/returns';
import { RefundPreviewPanel } from './refund-preview-panel';
import { useTexts } from '../../lib/language/use-texts';

const INPUT = 'mt-1 w-full rounded-xl border border-line bg-white px-3 py-2';

/** "Return or exchange": a form per line of a delivered order, while the 14 days last. */
export default function ReturnRequestPage() {
  const { RETURN_REASON_LABELS } = useTexts();
  useDocumentTitle('Return or exchange');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const create = useCreateReturn();
  const [kind, setKind] = useState<ReturnKind>('exchange');
  const [chosen, setChosen] = useState<
    Record<string, { quantity: number; exchangeSize: string } | undefined>
  >({});
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState({ upiId: '', accountNumber: '', ifsc: '', holderName: '' });
  const [refundBy, setRefundBy] = useState<'upi' | 'bank'>('upi');
  const [error, setError] = useState<string | null>(null);
  const stockOf = useStockBySize(order.data?.items.map((item) => item.productId._id) ?? []);

  if (order.isPending) return <Loading />;
  if (order.isError) return <p className="page font-semibold text-coral-700">{order.error.message}</p>;
  const data = order.data;
  const daysLeft =
    data.status === 'delivered'
      ? returnDaysLeft(new Date(data.deliveredAt ?? data.updatedAt), new Date())
      : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const payload = {
      orderId,
      kind,
      reason,
      items: data.items
        .filter((item) => chosen[`${item.productId._id}|${item.size}`])
        .map((item) => {
          const pick = chosen[`${item.productId._id}|${item.size}`]!;
          return {
            productId: item.productId._id,
            size: item.size,
            quantity: pick.quantity,
            ...(kind === 'exchange' ? { exchangeSize: pick.exchangeSize } : {}),
          };
        }),
      ...(kind === 'return'
        ? {
            refundTo:
              refundBy === 'upi'
                ? { upiId: refund.upiId }
                : { accountNumber: refund.accountNumber, ifsc: refund.ifsc, holderName: refund.holderName },
          }
        : {}),
    };
    const checked = CreateReturnSchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    try {
      await create.mutateAsync(checked.data);
      void navigate('/returns');
    } catch (failure) {
      setError(isApiRequestError(failure) ? failure.message : String(failure));
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <Link to={`/order/${orderId}`} className="mb-4 inline-block text-sm font-semibold text-ink-soft">
        ← Back to order #{shortOrderId(orderId)}
      </Link>
      <h1 id="page-title" className="text-2xl font-extrabold">
        Return or exchange
      </h1>
      {daysLeft === 0 ? (
        <p className="card mt-4 p-5">Returns and exchanges are possible within 14 days of delivery.</p>
      ) : (
        <form noValidate onSubmit={submit} className="card mt-4 flex flex-col gap-5 p-5 sm:p-6">
          <p className="text-sm text-ink-soft">
            {daysLeft} {daysLeft === 1 ? 'day' : 'days'} left to ask.
          </p>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 font-bold">What would you like?</legend>
            {(['exchange', 'return'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" name="kind" checked={kind === option} onChange={() => setKind(option)} />
                {option === 'exchange' ? 'Exchange for another size' : 'Return for a refund'}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-bold">Items</legend>
            {data.items.map((item) => {
              const key = `${item.productId._id}|${item.size}`;
              const pick = chosen[key];
              const others = SIZES.filter((size) => size !== item.size);
              // Unknown stock (not loaded yet, or the product gone) is left to the server to decide.
              const soldOut = (size: string) => stockOf.get(item.productId._id)?.get(size) === 0;
              const firstChoice = others.find((size) => !soldOut(size)) ?? others[0]!;
              return (
                <div key={key} className="rounded-xl border border-line p-3">
                  <label className="flex items-center gap-2 font-semibold">
                    <input
                      type="checkbox"
                      checked={Boolean(pick)}
                      onChange={(e) =>
                        setChosen((c) => ({
                          ...c,
                          [key]: e.target.checked ? { quantity: 1, exchangeSize: firstChoice } : undefined,
                        }))
                      }
                    />
                    {item.name} · {item.size} · ordered {item.quantity}
                  </label>
                  {pick && (
                    <div className="mt-2 grid grid-cols-2 gap-3">
                      <label className="text-sm">
                        Quantity
                        <select
                          className={INPUT}
                          value={pick.quantity}
                          onChange={(e) =>
                            setChosen((c) => ({ ...c, [key]: { ...pick, quantity: Number(e.target.value) } }))
                          }
                        >
                          {Array.from({ length: item.quantity }, (_, i) => i + 1).map((n) => (
                            <option key={n}>{n}</option>
                          ))}
                        </select>
                      </label>
                      {kind === 'exchange' && (
                        <label className="text-sm">
                          New size
                          <select
                            className={INPUT}
                            value={pick.exchangeSize}
                            onChange={(e) =>
                              setChosen((c) => ({ ...c, [key]: { ...pick, exchangeSize: e.target.value } }))
                            }
                          >
                            {others.map((size) => (
                              <option key={size} value={size} disabled={soldOut(size)}>
                                {soldOut(size) ? `${size} (sold out)` : size}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>
          <label className="font-bold">
            Reason
            <select className={INPUT} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          {kind === 'return' && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-bold">Refund to (cash on delivery)</legend>
              <div className="flex gap-4">
                <label className="flex items-center gap-2">
                  <input type="radio" checked={refundBy === 'upi'} onChange={() => setRefundBy('upi')} /> UPI
                  ID
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" checked={refundBy === 'bank'} onChange={() => setRefundBy('bank')} />{' '}
                  Bank account
                </label>
              </div>
              {refundBy === 'upi' ? (
                <label className="text-sm">
                  UPI ID
                  <input
                    className={INPUT}
                    value={refund.upiId}
                    placeholder="name@bank"
                    onChange={(e) => setRefund({ ...refund, upiId: e.target.value })}
                  />
                </label>
              ) : (
                (['accountNumber', 'ifsc', 'holderName'] as const).map((field) => (
                  <label key={field} className="text-sm">
                    {{ accountNumber: 'Account number', ifsc: 'IFSC', holderName: 'Account holder' }[field]}
                    <input
                      className={INPUT}
                      value={refund[field]}
                      onChange={(e) => setRefund({ ...refund, [field]: e.target.value })}
                    />
                  </label>
                ))
              )}
            </fieldset>
          )}
          <RefundPreviewPanel
            orderId={orderId}
            kind={kind}
            items={data.items
              .filter((item) => chosen[`${item.productId._id}|${item.size}`])
              .map((item) => ({
                productId: item.productId._id,
                size: item.size,
                quantity: chosen[`${item.productId._id}|${item.size}`]!.quantity,
              }))}
          />
          <div role="alert" className="empty:hidden">
            {error && <p className="font-semibold text-coral-700">{error}</p>}
          </div>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Sending...' : 'Send request'}
          </button>
        </form>
      )}
    </section>
  );
}

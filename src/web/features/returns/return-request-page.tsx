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
import { inShoppersLanguage } from '../../lib/language/server-text';
import { useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

const INPUT = 'mt-1 w-full rounded-xl border border-line bg-white px-3 py-2';

/** "Return or exchange": a form per line of a delivered order, while the 14 days last. */
export default function ReturnRequestPage() {
  const texts = useTexts();
  const { RETURN_REASON_LABELS, RETURN_MESSAGES, RETURN_TEXT, sizeName } = texts;
  useDocumentTitle(RETURN_TEXT.title);
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
  if (order.isError)
    return <p className="page font-semibold text-coral-700">{inShoppersLanguage(order.error.message)}</p>;
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
      setError(checked.error.issues[0]?.message ?? RETURN_TEXT.checkForm);
      return;
    }
    try {
      await create.mutateAsync(checked.data);
      void navigate(STOREFRONT_PATHS.returns);
    } catch (failure) {
      setError(isApiRequestError(failure) ? failure.message : String(failure));
    }
  };

  return (
    <section className="page" aria-labelledby="page-title">
      <Link
        to={STOREFRONT_PATHS.order(orderId)}
        className="mb-4 inline-block text-sm font-semibold text-ink-soft"
      >
        {RETURN_TEXT.backToOrder(shortOrderId(orderId))}
      </Link>
      <h1 id="page-title" className="text-2xl font-extrabold">
        {RETURN_TEXT.title}
      </h1>
      {daysLeft === 0 ? (
        <p className="card mt-4 p-5">{RETURN_MESSAGES.windowClosed}</p>
      ) : (
        <form noValidate onSubmit={submit} className="card mt-4 flex flex-col gap-5 p-5 sm:p-6">
          <p className="text-sm text-ink-soft">{RETURN_TEXT.daysLeft(daysLeft)}</p>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 font-bold">{RETURN_TEXT.whatWouldYouLike}</legend>
            {(['exchange', 'return'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" name="kind" checked={kind === option} onChange={() => setKind(option)} />
                {RETURN_TEXT.kinds[option]}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-bold">{RETURN_TEXT.items}</legend>
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
                    {RETURN_TEXT.orderedLine(item.name, sizeName(item.size), item.quantity)}
                  </label>
                  {pick && (
                    <div className="mt-2 grid grid-cols-2 gap-3">
                      <label className="text-sm">
                        {RETURN_TEXT.quantity}
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
                          {RETURN_TEXT.newSize}
                          <select
                            className={INPUT}
                            value={pick.exchangeSize}
                            onChange={(e) =>
                              setChosen((c) => ({ ...c, [key]: { ...pick, exchangeSize: e.target.value } }))
                            }
                          >
                            {others.map((size) => (
                              <option key={size} value={size} disabled={soldOut(size)}>
                                {soldOut(size) ? RETURN_TEXT.soldOutSize(sizeName(size)) : sizeName(size)}
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
            {RETURN_TEXT.reason}
            <select className={INPUT} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">{RETURN_TEXT.chooseReason}</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          {kind === 'return' && (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-bold">{RETURN_TEXT.refundTo}</legend>
              <div className="flex gap-4">
                <label className="flex items-center gap-2">
                  <input type="radio" checked={refundBy === 'upi'} onChange={() => setRefundBy('upi')} />{' '}
                  {RETURN_TEXT.upiId}
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" checked={refundBy === 'bank'} onChange={() => setRefundBy('bank')} />{' '}
                  {RETURN_TEXT.bankAccount}
                </label>
              </div>
              {refundBy === 'upi' ? (
                <label className="text-sm">
                  {RETURN_TEXT.upiId}
                  <input
                    className={INPUT}
                    value={refund.upiId}
                    placeholder={RETURN_TEXT.upiPlaceholder}
                    onChange={(e) => setRefund({ ...refund, upiId: e.target.value })}
                  />
                </label>
              ) : (
                (['accountNumber', 'ifsc', 'holderName'] as const).map((field) => (
                  <label key={field} className="text-sm">
                    {RETURN_TEXT[field]}
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
            {error && <p className="font-semibold text-coral-700">{inShoppersLanguage(error)}</p>}
          </div>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? RETURN_TEXT.sending : RETURN_TEXT.send}
          </button>
        </form>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { shortOrderId } from '../../../contract/order-texts';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { ReturnItems } from '../../components/return-items';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyReturns } from './api/returns';
import { ReturnTracker } from './return-tracker';
import { formatRupees } from '../../../contract/money';
import { CreditNoteLink } from '../../components/credit-note-link';
import { useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

/** "My returns": every return and size exchange the shopper asked for, newest first, each with its tracker. */
export default function MyReturnsPage() {
  const texts = useTexts();
  const { FALLBACK, REFUND_TEXT, RETURN_REASON_LABELS, RETURN_TEXT, orderTitle } = texts;
  useDocumentTitle(RETURN_TEXT.myReturns);
  const returns = useMyReturns();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-extrabold">
        {RETURN_TEXT.myReturns}
      </h1>
      {returns.isPending ? (
        <Loading />
      ) : returns.isError ? (
        <LoadFailed query={returns} fallback={FALLBACK.somethingWentWrong} />
      ) : returns.data.length === 0 ? (
        <p className="mt-4 text-ink-soft">{RETURN_TEXT.none}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {returns.data.map((request) => (
            <li key={request._id} className="card p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-extrabold">
                  {RETURN_TEXT.kindNames[request.kind]} ·{' '}
                  <Link
                    to={STOREFRONT_PATHS.order(request.orderId)}
                    className="inline-flex min-h-11 items-center text-coral-700 underline"
                  >
                    {orderTitle(shortOrderId(request.orderId))}
                  </Link>
                </h2>
                <span className="text-sm text-ink-soft">{RETURN_REASON_LABELS[request.reason]}</span>
              </div>
              <ReturnItems items={request.items} />
              <ReturnTracker request={request} />
              {request.kind === 'return' && (
                <p className="mt-2 text-sm">
                  <span className="text-ink-soft">{REFUND_TEXT.refundAmount}: </span>
                  <span className="font-semibold">{formatRupees(request.refundAmount)}</span>
                </p>
              )}
              {request.refundReference && (
                <p className="mt-2 text-sm">{RETURN_TEXT.refundReference(request.refundReference)}</p>
              )}
              <CreditNoteLink
                path={`/user/returns/${request._id}/credit-note`}
                creditNoteNumber={request.creditNoteNumber}
                className="mt-3"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { formatDateTime } from '../../../contract/dates';
import { RETURN_TRACKER, type ReturnRequest } from '../../../contract/returns';
import { useLocale, useTexts } from '../../lib/language/use-texts';

/** The steps of a return or an exchange, done ones dated; a rejected request says so instead. */
export function ReturnTracker({ request }: { request: ReturnRequest }) {
  const { RETURN_STATUS_LABELS, RETURN_TEXT } = useTexts();
  const locale = useLocale();
  if (request.status === 'rejected') {
    const note = request.history.at(-1)?.note;
    return (
      <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
        {RETURN_TEXT.rejected(note)}
      </p>
    );
  }
  const steps = RETURN_TRACKER[request.kind];
  const reached = steps.indexOf(request.status);
  return (
    <ol className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-4" aria-label={RETURN_TEXT.progress}>
      {steps.map((step, index) => {
        const at = request.history.find((h) => h.status === step)?.at;
        const done = index <= reached;
        return (
          <li
            key={step}
            className="flex items-center gap-2 text-sm"
            aria-current={index === reached ? 'step' : undefined}
          >
            <span
              className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${done ? 'bg-mint-700 text-white' : 'bg-line text-ink-soft'}`}
            >
              {index + 1}
            </span>
            <span className={done ? 'font-semibold' : 'text-ink-soft'}>
              {RETURN_STATUS_LABELS[step]}
              {at && (
                <span className="block text-xs font-normal text-ink-soft">{formatDateTime(at, locale)}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

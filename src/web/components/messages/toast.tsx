import { CheckCircleIcon, CloseIcon, AlertIcon } from '../icons';
import type { ShownMessage } from './message-context';
import { useTexts } from '../../lib/language/use-texts';

interface ToastProps {
  message: ShownMessage | null;
  onDismiss: () => void;
}

/**
 * Both live regions stay in the page at all times so that screen readers announce new text:
 * success politely (role=status), errors at once (role=alert). Toasts appear at the bottom of the screen (above
 * the phone's bottom bar): at the top they covered the header's Bag badge that had just changed.
 */
export function Toast({ message, onDismiss }: ToastProps) {
  const success = message?.kind === 'success' ? message : null;
  const error = message?.kind === 'error' ? message : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-above-bar z-[60] flex flex-col items-center px-3 sm:items-end sm:px-6 md:bottom-6">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {success && <ToastCard key={success.id} message={success} onDismiss={onDismiss} />}
      </div>
      <div role="alert" aria-atomic="true" className="w-full max-w-sm">
        {error && <ToastCard key={error.id} message={error} onDismiss={onDismiss} />}
      </div>
    </div>
  );
}

function ToastCard({ message, onDismiss }: { message: ShownMessage; onDismiss: () => void }) {
  const { SCREEN_TEXT } = useTexts();
  const isError = message.kind === 'error';
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-2xl border-2 px-4 py-3 text-sm font-medium shadow-soft animate-toast-in ${
        isError ? 'border-coral-300 bg-coral-50 text-coral-800' : 'border-mint-300 bg-mint-50 text-mint-800'
      }`}
    >
      {isError ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
      )}
      <p className="flex-1 break-words">{message.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={SCREEN_TEXT.dismissMessage}
        className="-m-1.5 rounded-full p-1.5 hover:bg-black/5"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

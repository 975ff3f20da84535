import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TIMINGS } from '../../../contract/constants';
import { EnglishInBackOffice } from '../../lib/language/back-office';
import { MessageActionsContext } from './message-context';
import type { MessageActions, MessageKind, ShowOptions, ShownMessage } from './message-context';
import { Toast } from './toast';

/** Holds the single success-or-error message of docs/product.md section 4 ("setting one clears the other") and shows it. */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ShownMessage | null>(null);
  const nextId = useRef(1);

  const show = useCallback((kind: MessageKind, text: string, options?: ShowOptions) => {
    const id = nextId.current++;
    setMessage({ id, kind, text, duration: options?.duration ?? TIMINGS.messageClear });
  }, []);

  const actions = useMemo<MessageActions>(
    () => ({
      showSuccess: (text, options) => show('success', text, options),
      showError: (text, options) => show('error', text, options),
      clear: () => setMessage(null),
    }),
    [show],
  );

  useEffect(() => {
    if (!message || message.duration <= 0) return;
    const timer = window.setTimeout(
      () => setMessage((current) => (current?.id === message.id ? null : current)),
      message.duration,
    );
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <MessageActionsContext.Provider value={actions}>
      {children}
      {/* Outside the routes, so outside the back office's <EnglishOnly>: its toast's button is English too. */}
      <EnglishInBackOffice>
        <Toast message={message} onDismiss={actions.clear} />
      </EnglishInBackOffice>
    </MessageActionsContext.Provider>
  );
}

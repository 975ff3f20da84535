import { useContext } from 'react';
import { MessageActionsContext } from './message-context';
import type { MessageActions } from './message-context';

/** showSuccess / showError / clear. One message at a time: showing one replaces the other. */
export function useMessages(): MessageActions {
  const actions = useContext(MessageActionsContext);
  if (!actions) throw new Error('useMessages must be used inside <MessageProvider>.');
  return actions;
}

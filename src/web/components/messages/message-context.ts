import { createContext } from 'react';

export type MessageKind = 'success' | 'error';

export interface ShownMessage {
  id: number;
  kind: MessageKind;
  text: string;
  /** Milliseconds until it clears itself; 0 keeps it until dismissed. */
  duration: number;
}

export interface ShowOptions {
  /** Overrides the default TIMINGS.messageClear (e.g. 1500 on product pages, 3000 on forgot password). */
  duration?: number;
}

export interface MessageActions {
  showSuccess: (text: string, options?: ShowOptions) => void;
  showError: (text: string, options?: ShowOptions) => void;
  clear: () => void;
}

export const MessageActionsContext = createContext<MessageActions | null>(null);

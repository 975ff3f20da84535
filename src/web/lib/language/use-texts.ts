import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LOCALE_OF } from '../../../contract/language';
import type { Language } from '../../../contract/language';
import { STOREFRONT_MESSAGES } from '../../../contract/messages/storefront-catalog';
import { languageState, subscribeLanguage } from './language-store';
import type { Messages } from './language-store';

// The back office stays English (docs/decisions/0062): components it shares with the storefront (dialogs, badges,
// pagination) read English inside it whatever the shopper's language.
const EnglishOnlyContext = createContext(false);

export function EnglishOnly({ children }: { children: ReactNode }) {
  return createElement(EnglishOnlyContext.Provider, { value: true }, children);
}

function useChosenLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, () => languageState().language);
}

/** The storefront's texts in the shopper's language (contract/messages/storefront-catalog.ts and its Hindi twin). */
export function useTexts(): Messages {
  const englishOnly = useContext(EnglishOnlyContext);
  const messages = useSyncExternalStore(subscribeLanguage, () => languageState().messages);
  return englishOnly ? STOREFRONT_MESSAGES : messages;
}

export function useLanguage(): Language {
  const englishOnly = useContext(EnglishOnlyContext);
  const language = useChosenLanguage();
  return englishOnly ? DEFAULT_LANGUAGE : language;
}

/** The Intl locale of prices and dates: en-IN or hi-IN. */
export function useLocale(): (typeof LOCALE_OF)[Language] {
  return LOCALE_OF[useLanguage()];
}

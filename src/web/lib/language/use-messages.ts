import { useSyncExternalStore } from 'react';
import { LOCALE_OF } from '../../../contract/language';
import type { Language } from '../../../contract/language';
import { languageState, subscribeLanguage } from './language-store';
import type { Messages } from './language-store';

/** The storefront's texts in the shopper's language (contract/messages/storefront-catalog.ts and its Hindi twin). */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribeLanguage, () => languageState().messages);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, () => languageState().language);
}

/** The Intl locale of prices and dates: en-IN or hi-IN. */
export function useLocale(): (typeof LOCALE_OF)[Language] {
  return LOCALE_OF[useLanguage()];
}

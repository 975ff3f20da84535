import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isLanguage } from '../../../contract/language';
import type { Language } from '../../../contract/language';
import { setSessionUser, useSession } from '../../api/session';
import { useMessages } from '../../components/messages/use-messages';
import { api, isApiRequestError } from '../api-client';
import { languageState, setLanguage } from './language-store';

// The language a logged-in shopper chose is kept by their account too: it follows them to another browser, and a
// login adopts it (docs/decisions/0062).

/** Adopts the account's language whenever the session brings one (page load, login, OTP verification). */
export function useAdoptAccountLanguage(): void {
  const { user } = useSession();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (isLanguage(accountLanguage) && accountLanguage !== languageState().language)
      void setLanguage(accountLanguage).catch(() => {
        // The Hindi chunk could not be fetched: the page stays in the language it has.
      });
  }, [accountLanguage]);
}

/** The language switch's action: this browser at once, then the account when someone is logged in. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const client = useQueryClient();
  const { user } = useSession();
  const { showError } = useMessages();
  return useCallback(
    async (language) => {
      await setLanguage(language);
      if (!user) return;
      // The session's copy first, so that adopting the account's language does not switch back meanwhile.
      setSessionUser(client, { ...user, language });
      try {
        await api.put<{ message: string; language: Language }>('/user/language', { language });
      } catch (error) {
        // 404: a server that does not keep languages yet; the browser's choice is enough there.
        if (!(isApiRequestError(error) && error.status === 404))
          showError(languageState().messages.LANGUAGE_TEXT.saveFailed);
      }
    },
    [client, user, showError],
  );
}

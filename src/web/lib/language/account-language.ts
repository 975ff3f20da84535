import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isLanguage } from '../../../contract/language';
import type { Language } from '../../../contract/language';
import { setSessionUser, useSession } from '../../api/session';
import { useMessages } from '../../components/messages/use-messages';
import { api } from '../api-client';
import { isChoiceUnsaved, languageState, markChoiceUnsaved, setLanguage } from './language-store';

// The language a logged-in shopper chose is kept by their account too: it follows them to another browser, and a
// login adopts it, unless the visitor chose a language on this browser before logging in: that choice is the
// newer one, so the login gives it to the account instead (docs/decisions/0062).

/** False when the account could not keep it: the browser's choice still holds. */
async function saveToAccount(language: Language): Promise<boolean> {
  try {
    await api.put<{ message: string; language: Language }>('/user/language', { language });
    return true;
  } catch {
    return false;
  }
}

/** Whenever the session brings an account (page load, login, OTP verification): adopt its language, or give it ours. */
export function useAdoptAccountLanguage(): void {
  const client = useQueryClient();
  const { user } = useSession();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!user || !isLanguage(accountLanguage)) return;
    const ours = languageState().language;
    if (isChoiceUnsaved()) {
      markChoiceUnsaved(false);
      if (ours === accountLanguage) return;
      setSessionUser(client, { ...user, language: ours });
      void saveToAccount(ours);
      return;
    }
    if (accountLanguage !== ours)
      void setLanguage(accountLanguage).catch(() => {
        // The Hindi chunk could not be fetched: the page stays in the language it has.
      });
  }, [accountLanguage, user, client]);
}

/** The language switch's action: this browser at once, then the account when someone is logged in. */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const client = useQueryClient();
  const { user } = useSession();
  const { showError } = useMessages();
  return useCallback(
    async (language) => {
      await setLanguage(language);
      markChoiceUnsaved(!user);
      if (!user) return;
      // The session's copy first, so that adopting the account's language does not switch back meanwhile.
      setSessionUser(client, { ...user, language });
      if (!(await saveToAccount(language))) showError(languageState().messages.LANGUAGE_TEXT.saveFailed);
    },
    [client, user, showError],
  );
}

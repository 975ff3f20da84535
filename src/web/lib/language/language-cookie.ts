import { LANGUAGE_COOKIE, isLanguage } from '../../../contract/language';
import type { Language } from '../../../contract/language';

// The language as a cookie, beside the choice in localStorage: the server reads it to serve a Hindi page with
// <html lang="hi-IN"> and the Hindi chunk and font preloaded, and the app adopts it when the browser's storage has
// no choice (storage cleared, a first visit from a link the shop's cookie came with). docs/decisions/0065.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The cookie's language, or undefined when there is none or it says something else. */
export function readLanguageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) return isLanguage(value) ? value : undefined;
  }
  return undefined;
}

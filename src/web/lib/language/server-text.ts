import { isBackOfficePath } from '../back-office-path';
import { languageState } from './language-store';

/**
 * A sentence the server wrote (a refusal's or a success's `message`, a field's error), in the shopper's language:
 * on a Hindi storefront page the Hindi catalog's twin when it has one, else the text as it came. English pages and
 * the back office show it as it came (docs/decisions/0065).
 */
export function inShoppersLanguage(text: string): string {
  const { language, serverText } = languageState();
  if (language === 'en' || (typeof window !== 'undefined' && isBackOfficePath(window.location.pathname)))
    return text;
  return serverText(text);
}

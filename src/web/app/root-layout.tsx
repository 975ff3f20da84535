import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LOCALE_OF } from '../../contract/language';
import { useInBackOffice } from '../lib/language/back-office';
import { useLanguage } from '../lib/language/use-texts';

/**
 * Above every layout: a new page starts at the top; back/forward keeps the browser's own scroll restoration.
 * `<html lang>` follows the storefront's language (screen readers, hyphenation, the Devanagari font); the back
 * office is English.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const language = useLanguage();
  const inBackOffice = useInBackOffice();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useEffect(() => {
    document.documentElement.lang = inBackOffice ? LOCALE_OF.en : LOCALE_OF[language];
  }, [inBackOffice, language]);
  return <Outlet />;
}

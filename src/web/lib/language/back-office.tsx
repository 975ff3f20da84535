import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isBackOfficePath } from '../back-office-path';
import { EnglishOnly } from './use-texts';

// The back office stays English (docs/decisions/0062). Its routes sit inside <EnglishOnly>; what the app shows
// outside the route table (the toast, <html lang>) asks the address instead.

/** /admin and every page under it. */
export function useInBackOffice(): boolean {
  return isBackOfficePath(useLocation().pathname);
}

/** English inside the back office, the shopper's language elsewhere: for what is shown outside the routes. */
export function EnglishInBackOffice({ children }: { children: ReactNode }) {
  return useInBackOffice() ? <EnglishOnly>{children}</EnglishOnly> : children;
}

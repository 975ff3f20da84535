import { useEffect } from 'react';
import { SHOP } from '../../contract/shop-info';

const DEFAULT_TITLE = typeof document === 'undefined' ? SHOP.name : document.title;

/** "My Cart | LittleHope" while the screen is shown; the page's original title otherwise. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP.name}` : DEFAULT_TITLE;
  }, [title]);
}

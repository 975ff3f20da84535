import { useEffect } from 'react';
import { SHOP } from '../../contract/shop-info';

function useTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** "My Cart | LittleHope" while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useTitle(`${title} | ${SHOP.name}`);
}

/**
 * The home page's title, the shop's name first: "LittleHope — Kids' Clothing Online in India", as index.html is
 * served, or its Hindi twin (the served page's title stays English until the app starts, docs/decisions/0062).
 */
export function useShopTitle(subtitle: string): void {
  useTitle(`${SHOP.name} — ${subtitle}`);
}

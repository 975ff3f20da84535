import { readStoredJson, removeStored, writeStored } from './browser-storage';

// A wishlist heart a visitor tapped: kept in this tab's sessionStorage (not in the page's navigation state, which
// a registration by code does not carry), and completed once they have logged in or registered; then they return
// to the page they tapped it on.

const KEY = 'littlehope.pendingWish';

interface PendingWish {
  productId: string;
  returnTo: string;
}

export function rememberPendingWish(wish: PendingWish): void {
  // Not remembered when refused: after login the parent taps the heart again.
  writeStored('session', KEY, JSON.stringify(wish));
}

/** The remembered tap, forgotten as it is read: it is completed once. */
export function takePendingWish(): PendingWish | null {
  const wish = readStoredJson('session', KEY) as Partial<PendingWish> | null;
  removeStored('session', KEY);
  if (typeof wish?.productId !== 'string' || typeof wish.returnTo !== 'string') return null;
  // Only a path of this shop.
  if (!wish.returnTo.startsWith('/') || wish.returnTo.startsWith('//')) return null;
  return { productId: wish.productId, returnTo: wish.returnTo };
}

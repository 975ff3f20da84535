import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK } from '../../contract/messages';
import { api, isApiRequestError } from './api';
import { useSession } from './session';

export interface CartLine {
  productId: unknown;
  size: string;
  quantity: number;
}

export const CART_KEY = ['cart'] as const;

function linesOf(data: unknown): CartLine[] {
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: unknown[] }).items
      : [];
  return list.filter(
    (line): line is CartLine =>
      typeof line === 'object' && line !== null && typeof (line as CartLine).quantity === 'number',
  );
}

async function fetchCart({ signal }: { signal: AbortSignal }): Promise<CartLine[]> {
  try {
    return linesOf(
      await api.get<unknown>('/user/getCartItems', { signal, fallback: FALLBACK.fetchCartFailed }),
    );
  } catch (error) {
    // Until the cart route exists, an unknown route simply means an empty bag.
    if (isApiRequestError(error) && error.status === 404) return [];
    throw error;
  }
}

export const cartQueryOptions = queryOptions({ queryKey: CART_KEY, queryFn: fetchCart });

/** Number of pieces in the bag (sum of quantities); 0 when logged out or when the cart cannot be read. */
export function useCartCount(): number {
  const { isAuthenticated } = useSession();
  const { data } = useQuery({ ...cartQueryOptions, enabled: isAuthenticated });
  if (!isAuthenticated || !data) return 0;
  return data.reduce((sum, line) => sum + line.quantity, 0);
}

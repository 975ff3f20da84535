import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../contract/cart';
import { FALLBACK } from '../../contract/messages';
import { api, isApiRequestError } from '../lib/api-client';
import { useSession } from './session';
import { queryKeys } from './query-keys';

export type { Cart, CartLine } from '../../contract/cart';

const EMPTY_CART: Cart = {
  items: [],
  pricingSummary: { totalMRP: 0, totalDiscount: 0, platformFee: 0, couponDiscount: 0, finalAmount: 0 },
};

async function fetchCart({ signal }: { signal: AbortSignal }): Promise<Cart> {
  try {
    const data = await api.get<Partial<Cart>>('/user/getCartItems', {
      signal,
      fallback: FALLBACK.fetchCartFailed,
    });
    return {
      items: Array.isArray(data.items) ? data.items : [],
      pricingSummary: data.pricingSummary ?? EMPTY_CART.pricingSummary,
    };
  } catch (error) {
    // A session that ended meanwhile simply means an empty bag for the header.
    if (isApiRequestError(error) && error.status === 401) return EMPTY_CART;
    throw error;
  }
}

export const cartQueryOptions = queryOptions({ queryKey: queryKeys.cart.all, queryFn: fetchCart });

/** The logged-in shopper's bag (lines with products, and the server's price summary). */
export function useCart() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...cartQueryOptions, enabled: isAuthenticated });
}

/** Pieces in the bag: the sum of the quantities. */
export function cartCount(cart: Pick<Cart, 'items'> | undefined): number {
  return cart ? cart.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** Number of pieces in the bag; 0 when logged out or when the cart cannot be read. */
export function useCartCount(): number {
  const { isAuthenticated } = useSession();
  const { data } = useCart();
  return isAuthenticated ? cartCount(data) : 0;
}

export interface CartLineKey {
  productId: string;
  size: string;
}

interface MessageResponse {
  message?: string;
}

/** Every change to the bag refetches it, so the header badge and the cart page follow at once. */
function useCartMutation<T>(request: (input: T) => Promise<MessageResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

export function useAddToCart() {
  return useCartMutation((line: CartLineKey & { quantity: number }) =>
    api.post<MessageResponse>('/user/addToCart', line, { fallback: FALLBACK.tryAgain }),
  );
}

export function useUpdateCartQuantity() {
  return useCartMutation((line: CartLineKey & { quantity: number }) =>
    api.put<MessageResponse>('/user/updateItemQuantity', line, { fallback: FALLBACK.updateQuantityFailed }),
  );
}

export function useRemoveFromCart() {
  return useCartMutation((line: CartLineKey) =>
    api.delete<MessageResponse>('/user/removeFromCart', line, { fallback: FALLBACK.removeFromCartFailed }),
  );
}

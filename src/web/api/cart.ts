import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../contract/cart';
import { currentTexts } from '../lib/language/language-store';
import { api, isApiRequestError } from '../lib/api-client';
import {
  addToGuestBag,
  removeFromGuestBag,
  setGuestBagQuantity,
  useGuestBagLines,
  type GuestBagLine,
} from '../lib/guest-bag';
import { useSession, type SessionData } from './session';
import { queryKeys } from './query-keys';

const EMPTY_CART: Cart = {
  items: [],
  pricingSummary: { totalMRP: 0, totalDiscount: 0, platformFee: 0, couponDiscount: 0, finalAmount: 0 },
};

async function fetchCart({ signal }: { signal: AbortSignal }): Promise<Cart> {
  try {
    const data = await api.get<Partial<Cart>>('/user/getCartItems', {
      signal,
      fallback: currentTexts().FALLBACK.fetchCartFailed,
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

/** A visitor's bag as the server prices it now: current prices, stock and problems, as for an account's bag. */
async function priceGuestBag(lines: readonly GuestBagLine[], signal: AbortSignal): Promise<Cart> {
  if (lines.length === 0) return EMPTY_CART;
  return api.post<Cart>(
    '/user/cart/price',
    { items: lines },
    { signal, fallback: currentTexts().FALLBACK.fetchCartFailed },
  );
}

/**
 * The bag (lines with products, and the server's price summary): the logged-in shopper's, else the visitor's kept
 * in this browser (src/web/lib/guest-bag.ts), priced by the server each time it changes or is shown.
 */
export function useCart() {
  const { isAuthenticated, isLoading } = useSession();
  const guestLines = useGuestBagLines();
  const account = useQuery({ ...cartQueryOptions, enabled: isAuthenticated });
  const guest = useQuery({
    queryKey: [...queryKeys.cart.all, 'guest', guestLines],
    queryFn: ({ signal }) => priceGuestBag(guestLines, signal),
    enabled: !isLoading && !isAuthenticated,
    // A changed quantity keeps showing the bag while the new prices come.
    placeholderData: keepPreviousData,
  });
  return isAuthenticated ? account : guest;
}

/** Pieces in the bag: the sum of the quantities. */
export function cartCount(cart: Pick<Cart, 'items'> | undefined): number {
  return cart ? cart.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** Number of pieces in the bag (a visitor's as kept in this browser); 0 when the cart cannot be read. */
export function useCartCount(): number {
  const { isAuthenticated } = useSession();
  const guestLines = useGuestBagLines();
  const { data } = useQuery({ ...cartQueryOptions, enabled: isAuthenticated });
  return isAuthenticated ? cartCount(data) : guestLines.reduce((sum, line) => sum + line.quantity, 0);
}

interface CartLineKey {
  productId: string;
  size: string;
}

interface MessageResponse {
  message?: string;
}

/**
 * Every change to the bag refetches it, so the header badge and the cart page follow at once. A visitor's change
 * goes to the bag kept in this browser instead of the server.
 */
function useCartMutation<T>(
  request: (input: T) => Promise<MessageResponse>,
  guestRequest: (input: T) => MessageResponse,
) {
  const client = useQueryClient();
  return useMutation({
    // Read at the call, not at the last render: the login finishes an add in the same moment it signs in.
    mutationFn: (input: T) =>
      client.getQueryData<SessionData>(queryKeys.session)?.user
        ? request(input)
        : Promise.resolve(guestRequest(input)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}

export function useAddToCart() {
  return useCartMutation(
    (line: CartLineKey & { quantity: number }) =>
      api.post<MessageResponse>('/user/addToCart', line, { fallback: currentTexts().FALLBACK.tryAgain }),
    (line) => {
      addToGuestBag(line);
      return { message: currentTexts().SUCCESS.addedToCart };
    },
  );
}

export function useUpdateCartQuantity() {
  return useCartMutation(
    (line: CartLineKey & { quantity: number }) =>
      api.put<MessageResponse>('/user/updateItemQuantity', line, {
        fallback: currentTexts().FALLBACK.updateQuantityFailed,
      }),
    (line) => {
      setGuestBagQuantity(line);
      return { message: currentTexts().SUCCESS.quantityChanged };
    },
  );
}

export function useRemoveFromCart() {
  return useCartMutation(
    (line: CartLineKey) =>
      api.delete<MessageResponse>('/user/removeFromCart', line, {
        fallback: currentTexts().FALLBACK.removeFromCartFailed,
      }),
    (line) => {
      removeFromGuestBag(line);
      return { message: currentTexts().CART_MESSAGES.removed };
    },
  );
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistEntry } from '../../contract/cart';
import type { Product } from '../../contract/catalog';
import { currentTexts } from '../lib/language/language-store';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/** Entries added optimistically carry this id until the server's list replaces them. */
const PENDING_PREFIX = 'pending:';

export function isPendingEntry(entry: WishlistEntry): boolean {
  return entry._id.startsWith(PENDING_PREFIX);
}

const wishlistQueryOptions = queryOptions({
  queryKey: queryKeys.wishlist,
  queryFn: async ({ signal }) =>
    (
      await api.get<Wishlist>('/user/getWishItem', {
        signal,
        fallback: currentTexts().FALLBACK.fetchWishlistFailed,
      })
    ).products,
});

export function useWishlist() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...wishlistQueryOptions, enabled: isAuthenticated });
}

interface MessageResponse {
  message?: string;
}

interface Snapshot {
  previous: WishlistEntry[] | undefined;
}

/** Adds a product; the heart fills at once and empties again if the server refuses. */
export function useAddToWishlist() {
  const client = useQueryClient();
  return useMutation<MessageResponse, Error, Product, Snapshot>({
    mutationFn: (product) =>
      api.post<MessageResponse>(`/user/addToWishlist/${encodeURIComponent(product._id)}`, undefined, {
        fallback: currentTexts().FALLBACK.tryAgain,
      }),
    onMutate: async (product) => {
      await client.cancelQueries({ queryKey: queryKeys.wishlist });
      const previous = client.getQueryData<WishlistEntry[]>(queryKeys.wishlist);
      if (!previous?.some((entry) => entry.product._id === product._id))
        client.setQueryData<WishlistEntry[]>(queryKeys.wishlist, [
          ...(previous ?? []),
          { _id: `${PENDING_PREFIX}${product._id}`, product },
        ]);
      return { previous };
    },
    onError: (_error, _product, context) => client.setQueryData(queryKeys.wishlist, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.wishlist }),
  });
}

/** Removes a product from the wishlist; it disappears at once and comes back if the server refuses. */
export function useRemoveWishItem() {
  const client = useQueryClient();
  return useMutation<MessageResponse, Error, string, Snapshot>({
    mutationFn: (productId) =>
      api.delete<MessageResponse>(`/user/removeWishItem/${encodeURIComponent(productId)}`, undefined, {
        fallback: currentTexts().FALLBACK.removeWishlistFailed,
      }),
    onMutate: async (productId) => {
      await client.cancelQueries({ queryKey: queryKeys.wishlist });
      const previous = client.getQueryData<WishlistEntry[]>(queryKeys.wishlist);
      if (previous)
        client.setQueryData<WishlistEntry[]>(
          queryKeys.wishlist,
          previous.filter((entry) => entry.product._id !== productId),
        );
      return { previous };
    },
    onError: (_error, _productId, context) => client.setQueryData(queryKeys.wishlist, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.wishlist }),
  });
}

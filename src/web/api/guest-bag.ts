import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GuestBagMerge } from '../../contract/cart';
import { currentTexts } from '../lib/language/language-store';
import { inShoppersLanguage } from '../lib/language/server-text';
import { api, messageOf } from '../lib/api-client';
import { clearGuestBag, guestBagLines } from '../lib/guest-bag';
import { takePendingWish } from '../lib/pending-wish';
import { queryKeys } from './query-keys';

/** What a login or registration finished for the visitor: words to show, and where to go back to. */
interface CarriedOver {
  /** The merge's message and notes, the wishlist's answer, or why something could not be carried. */
  said: string[];
  /** The page of a wishlist heart tapped as a visitor, if any. */
  returnTo: string | null;
  /** A bag was carried into the account: the bag is where to look next. */
  bagCarried: boolean;
}

/**
 * Just after login or registration: the bag kept in this browser joins the account's bag (the server caps each
 * line at 5 and at the stock, and names what it left out), then the local bag is cleared; a wishlist heart tapped
 * as a visitor is completed. A merge that fails keeps the local bag, so nothing is lost; the next login tries again.
 */
export function useCarryOver(): () => Promise<CarriedOver> {
  const client = useQueryClient();
  return useCallback(async () => {
    const said: string[] = [];
    let bagCarried = false;
    const lines = guestBagLines();
    if (lines.length > 0) {
      try {
        const merged = await api.post<GuestBagMerge>(
          '/user/cart/merge',
          { items: lines },
          { fallback: currentTexts().FALLBACK.tryAgain },
        );
        clearGuestBag();
        bagCarried = true;
        // The message comes in the shopper's language with the answer (api-client.ts); the notes are a list.
        said.push(merged.message, ...merged.notes.map(inShoppersLanguage));
      } catch (error) {
        said.push(messageOf(error, currentTexts().FALLBACK.tryAgain));
      }
      void client.invalidateQueries({ queryKey: queryKeys.cart.all });
    }
    const wish = takePendingWish();
    if (wish) {
      try {
        const answer = await api.post<{ message?: string }>(
          `/user/addToWishlist/${encodeURIComponent(wish.productId)}`,
          undefined,
          { fallback: currentTexts().FALLBACK.tryAgain },
        );
        if (answer.message) said.push(answer.message);
      } catch (error) {
        said.push(messageOf(error, currentTexts().FALLBACK.tryAgain));
      }
      void client.invalidateQueries({ queryKey: queryKeys.wishlist });
    }
    return { said, returnTo: wish?.returnTo ?? null, bagCarried };
  }, [client]);
}

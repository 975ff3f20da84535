import { CART_MESSAGES } from './messages';

// What the shop says about the bag and the rules of a bag's line, apart from the bag's schemas (cart.ts) so that the
// bag page does not load the validation library.

/**
 * What stock says about a line: null when it can be ordered as it is. `listed: false` is a product the shop has
 * since taken off sale (hidden, archived, back to draft): not available, whatever its stock.
 */
export function cartLineProblem(line: {
  size: string;
  quantity: number;
  available: number;
  listed?: boolean;
}): string | null {
  if (line.listed === false) return CART_MESSAGES.notAvailable;
  if (line.available <= 0) return CART_MESSAGES.soldOut(line.size);
  if (line.available < line.quantity) return CART_MESSAGES.onlyLeft(line.available, line.size);
  return null;
}

/**
 * Pieces of a line that could be ordered now: the bag's quantity, cut to what is left in stock. The bag's price
 * panel counts and prices these, so that its item count and its amounts always describe the same pieces.
 */
export function orderableQuantity(line: { quantity: number; available: number }): number {
  return Math.max(0, Math.min(line.quantity, line.available));
}

// The wishlist's filter chips (docs/product.md section 2, "Wishlist"). The catalog has no product kind, so a chip
// matches by words in the product's name; see docs/decisions/0016-wishlist-chips.md.

export const WISHLIST_CHIPS = ['All', 'Trousers', 'Jackets'] as const;
export type WishlistChip = (typeof WISHLIST_CHIPS)[number];

const CHIP_WORDS: Record<Exclude<WishlistChip, 'All'>, RegExp> = {
  Trousers:
    /\b(trousers?|pants?|joggers?|track ?suits?|leggings?|shorts|pyjamas?|jeans|chinos?|capris?|dungarees?)\b/i,
  Jackets:
    /\b(jackets?|hoodies?|hooded|coats?|sweatshirts?|blazers?|shrugs?|windcheaters?|puffers?|cardigans?|track ?suits?)\b/i,
};

/** Whether a product shows under a chip. 'All' shows everything; a product may match both other chips. */
export function matchesWishlistChip(chip: WishlistChip, product: { name: string }): boolean {
  if (chip === 'All') return true;
  return CHIP_WORDS[chip].test(product.name);
}

import type { Category } from './constants';

// HSN codes of the goods on a tax invoice. Each product has its own; a new product starts from its category's
// usual code (children's apparel: chapter 61 knitted, 62 not knitted), which the admin can change in the form.

const DEFAULT_HSN_BY_CATEGORY: Record<Category, string> = {
  'Casual Wear': '6109', // T-shirts and vests, knitted
  'Formal Wear': '6203', // boys' suits, jackets and trousers, woven
  'Combo Sets': '6103', // ensembles, knitted
  'Ethnic Wear': '6211', // kurta sets and other garments, woven
  'Sports Wear': '6112', // track suits, knitted
  'Party Wear': '6204', // girls' dresses and skirts, woven
};

/** 4, 6 or 8 digits. */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export function defaultHsnCode(category: Category): string {
  return DEFAULT_HSN_BY_CATEGORY[category];
}

// Business constants of the shop (docs/product.md section 9). Every other file reads them from here.

export const SIZES = ['2-3 y', '4-5 y', '6-7 y', '8-9 y', '10-11 y'] as const;
export type Size = (typeof SIZES)[number];

/** Where a size stands among SIZES, smallest first: how every list of sizes is ordered (-1 for one not sold). */
export const sizeRank = (size: string): number => SIZES.indexOf(size as Size);

export const CATEGORIES = [
  'Casual Wear',
  'Formal Wear',
  'Combo Sets',
  'Ethnic Wear',
  'Sports Wear',
  'Party Wear',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const GENDERS = ['Boys', 'Girls', 'Unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export const PRODUCT_SORTS = ['priceLow', 'priceHigh', 'newest', 'popularity', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** A search's sorts: best match first (its default), then the list's. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PAYMENT_METHODS = ['cod', 'upi', 'card', 'wallet', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Cash on delivery always, UPI when the shop has a UPI ID (docs/decisions/0054-upi-to-the-shops-vpa.md); the others
 * are shown locked.
 */
export function selectablePaymentMethods(upiOn: boolean): readonly PaymentMethod[] {
  return upiOn ? ['cod', 'upi'] : ['cod'];
}

// The payment statuses and their moves: src/contract/payment-status.ts.

export const PLATFORM_FEE_RUPEES = 20;
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 5;
export const MAX_PRODUCT_IMAGES = 5;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const COUPON_DISCOUNT_MIN = 1;
export const COUPON_DISCOUNT_MAX = 1000;

export const PAGE_SIZES = {
  products: 28,
  productsMax: 100,
  customerOrders: 6,
  adminUsers: 10,
  adminProducts: 10,
  adminOrders: 10,
  newArrivals: 12,
} as const;

/**
 * `sizes` of product pictures as the pages lay them out: grid cards (about half a phone's width, a third on
 * tablets, a quarter on desktops) and a product page's main picture. The server preloads a page's first picture
 * with the same, so that the browser picks the same file as the page.
 */
export const PICTURE_SIZES = {
  // On a phone a card is 47vw; 40vw is named so that a 3x screen takes the 480 px rendition (2.6 pixels per CSS
  // pixel, sharp) instead of the 640 px one, which Chromium picks for 47vw (docs/decisions/0014-catalog-images.md).
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 40vw',
  main: '(min-width: 1024px) 560px, (min-width: 640px) 80vw, 100vw',
} as const;

export const PRICE_FILTER_DEFAULTS = { min: 0, max: 100000 } as const;

/** Timings in milliseconds (docs/product.md section 9). */
export const TIMINGS = {
  messageClear: 2000,
  messageClearProductAndWishlist: 1500,
  messageClearForgotPassword: 3000,
  redirectAfterAuth: 2000,
  redirectAfterPasswordReset: 1000,
  checkoutDelay: 1500,
  orderSuccessButtonDelay: 1500,
  placeholderRotation: 2500,
  /** The search box asks for suggestions once typing pauses this long (docs/decisions/0064-search-suggestions.md). */
  suggestDebounce: 150,
  confettiDuration: 3000,
} as const;

export const CAROUSEL_SCROLL_STEP_PX = 300;
export const CONFETTI_PIECES = 60;
export const SEARCH_PLACEHOLDERS = ['Boys', 'Girls', 'Casual'] as const;
export const BETA_VERSION_LABEL = '4.2506.20';
export const PROMO_COUPON_CODE = 'HOPE100';

/** The element of a served landing page that carries its first data (the server writes it, the app reads it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** Days after delivery in which a return or exchange may be asked for. */
export const RETURN_WINDOW_DAYS = 14;
/** The longest range of the back office's reports, in days (three years). */
export const REPORT_MAX_DAYS = 1096;

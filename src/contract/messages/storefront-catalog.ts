import { CATEGORIES, GENDERS, SIZES } from '../constants';
import type { Category, Gender, Size } from '../constants';
import { couponRuleInWords, COUPON_REFUSALS } from './coupon-rules';
import { shortOfStockMessage } from '../order-texts';
import { DELIVERY_MESSAGES, DELIVERY_TEXT, deliveryByText } from './delivery';
import { API_ERROR, AUTH_ERROR, FALLBACK, SUCCESS, VALIDATION, otpCooldownMessage } from './feedback';
import { HISTORY_STEP, HISTORY_TEXT } from './history';
import {
  PAYMENT_FALLBACK,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  UPI_TEXT,
  paymentStatusInWords,
} from './payments';
import {
  ACCOUNT_TEXT,
  ADDRESS_MESSAGES,
  ADDRESS_TEXT,
  BILL_TEXT,
  CART_MESSAGES,
  CART_TEXT,
  CHECKOUT_TEXT,
  COUPON_TEXT,
  INVOICE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_TEXT,
  PAYMENT_METHOD_LABELS,
  REFUND_TEXT,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXT,
  SHIPMENT_TEXT,
  WISHLIST_TEXT,
  couponOptionLabel,
  orderTitle,
  piecesLeftOut,
  removeFromBagLabel,
  removeFromWishlistLabel,
  tooManyAddressesMessage,
} from './shopping';
import {
  APP_UPDATE,
  AUTH_TEXT,
  CATALOG_TEXT,
  CONFIRM,
  CONTACT_LINKS,
  FOOTER,
  NAV,
  PAGE_TITLES,
  PAGINATION,
  SEARCH_HELP,
  SIZE_CHART_NOTES,
  SIZE_GUIDE_TEXT,
  SORT_LABELS,
  SUGGEST_TEXT,
  TEXT,
  ageChipLabel,
  errorText,
  itemCount,
  pageOf,
  removeSearchPart,
  searchResultCount,
  searchResultsTitle,
  showProducts,
} from './storefront';

// Every text a shopper reads on the storefront, gathered in one catalog per language (docs/decisions/0062). The
// English one is these constants themselves, so English pages stay as they were; messages/hi/storefront.ts is its
// Hindi twin, which the type checker holds to the same keys and the same function arguments.

/** The language switch in the header and on the account page. */
export const LANGUAGE_TEXT = {
  label: 'Language',
  /** The header's button, which names the other language: 'Language: switch to हिन्दी'. */
  switchTo: (name: string) => `Language: switch to ${name}`,
  saveFailed: 'Your language could not be saved to your account. It is kept in this browser.',
} as const;

/** Said after a link that opens a new tab. */
const NEW_TAB = ' (opens in a new tab)';

/**
 * Words screen readers hear (landmarks, hidden labels) and the small labels components used to hold themselves:
 * the same English as before, now with a Hindi twin.
 */
export const SCREEN_TEXT = {
  shopping: 'Shopping',
  quickLinks: 'Quick links',
  pagination: 'Pagination',
  offers: 'Offers',
  categories: 'Categories',
  scrollLeft: 'Scroll new arrivals left',
  scrollRight: 'Scroll new arrivals right',
  originalPrice: 'Original price ',
  status: 'Status: ',
  skipToContent: 'Skip to content',
  searchProducts: 'Search products',
  /** The search box's rotating hint: 'Search Kurta'. */
  searchFor: (term: string) => `Search ${term}`,
  dismissMessage: 'Dismiss message',
  reloadPage: 'Reload page',
  pictures: 'Pictures',
  showPicture: (number: number) => `Show picture ${number}`,
  newTab: NEW_TAB,
  opensInNewTab: (label: string) => `${label}${NEW_TAB}`,
  /** The password fields' eye button: 'Show password', 'Hide confirm password'. */
  showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  hidePassword: (label: string) => `Hide ${label.toLowerCase()}`,
  /** The home page's strip of categories (features/catalog/category-links.ts). */
  strip: {
    kids: 'Kids',
    girls: 'Girls',
    boys: 'Boys',
    accessories: 'Accessories',
    'baby-care': 'Baby Care',
    nutrition: 'Nutrition',
    'soft-toys': 'Soft Toys',
  },
  /** The account forms' fields. */
  fullName: ACCOUNT_TEXT.manage.fullName,
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  otp: 'OTP',
  forgotPassword: PAGE_TITLES.forgotPassword,
} as const;

/** Names as the shop stores them are shown as they are in English. */
function identity<T extends string>(values: readonly T[]): Readonly<Record<T, string>> {
  return Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;
}

const CATEGORY_LABELS: Readonly<Record<Category, string>> = identity(CATEGORIES);
const GENDER_LABELS: Readonly<Record<Gender, string>> = identity(GENDERS);
const SIZE_LABELS: Readonly<Record<Size, string>> = identity(SIZES);

export const STOREFRONT_MESSAGES = {
  TEXT,
  NAV,
  CONFIRM,
  CONTACT_LINKS,
  FOOTER,
  PAGINATION,
  PAGE_TITLES,
  SEARCH_HELP,
  CATALOG_TEXT,
  SORT_LABELS,
  APP_UPDATE,
  SIZE_GUIDE_TEXT,
  SIZE_CHART_NOTES,
  BILL_TEXT,
  CART_TEXT,
  WISHLIST_TEXT,
  CHECKOUT_TEXT,
  PAYMENT_METHOD_LABELS,
  ORDER_TEXT,
  ORDER_STATUS_LABELS,
  SHIPMENT_TEXT,
  ADDRESS_TEXT,
  COUPON_TEXT,
  ACCOUNT_TEXT,
  AUTH_TEXT,
  VALIDATION,
  SUCCESS,
  FALLBACK,
  DELIVERY_TEXT,
  HISTORY_TEXT,
  HISTORY_STEP,
  PAYMENT_STATUS_LABELS,
  UPI_TEXT,
  COUPON_REFUSALS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_TEXT,
  REFUND_TEXT,
  INVOICE_MESSAGES,
  // What the shop's rules say, which the screens also show themselves: the forms' checks before sending, and
  // the reasons the checkout, the bag and the wishlist give.
  RETURN_MESSAGES,
  ADDRESS_MESSAGES,
  CART_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_FALLBACK,
  CATEGORY_LABELS,
  GENDER_LABELS,
  SIZE_LABELS,
  SUGGEST_TEXT,
  LANGUAGE_TEXT,
  SCREEN_TEXT,
  pageOf,
  searchResultsTitle,
  searchResultCount,
  ageChipLabel,
  removeSearchPart,
  itemCount,
  showProducts,
  errorText,
  piecesLeftOut,
  removeFromBagLabel,
  removeFromWishlistLabel,
  couponOptionLabel,
  orderTitle,
  deliveryByText,
  paymentStatusInWords,
  couponRuleInWords,
  /** A size as a bag or an order line stores it ('4-5 y'), as the shopper reads it. */
  sizeName: (size: string): string => size,
  // What the server answers a shopper: refusals and success words, in English on the wire (the first client reads
  // them so). The storefront shows one of these sentences in the shopper's language by finding it here and taking
  // the translation's text at the same place (docs/decisions/0065).
  API_ERROR,
  AUTH_ERROR,
  DELIVERY_MESSAGES,
  otpCooldownMessage,
  tooManyAddressesMessage,
  shortOfStockMessage,
};

export type StorefrontMessages = typeof STOREFRONT_MESSAGES;

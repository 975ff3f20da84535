import type { Category, Gender } from '../constants';
import { SHOP } from '../shop-info';

// The storefront's fixed texts: navigation, page titles, the catalog (docs/product.md sections 1, 2 and 9).

/** Fixed storefront texts (docs/product.md sections 1, 2 and 9). */
export const TEXT = {
  loading: 'Loading...',
  noProductsFound: 'No products found.',
  noResultsFound: 'No results found.',
  productNotFound: 'Product not found.',
  /** A product the shop has taken off sale (a draft, hidden or archived one), as its page tells shoppers. */
  productNotAvailable: 'This product is not available.',
  comingSoon: "We're working on something awesome. Stay tuned!",
  contactResponse: 'We typically respond within 1–2 business days.',
  returnPolicy: '14 days return available',
  onlyCod: 'Only Cash on Delivery payment is available.',
  payOnDelivery: '✓ Pay on Delivery Available',
  noAddresses: 'No addresses added yet.',
  loadingAddresses: 'Loading addresses...',
  loadingOrder: 'Loading order...',
  orderNotFound: 'Order not found.',
  noOrdersFound: 'No orders found.',
  noCouponsAvailable: 'No coupons available.',
  offerEnded: 'Offer Ended!',
  pageNotFound: 'We could not find that page.',
  loginToAddToBag: 'Please log in to add this to your bag. We will add it as soon as you are in.',
  loginToWishlist: 'Please log in to save this to your wishlist. We will save it as soon as you are in.',
  loginToCheckout: 'Please log in or register to place your order. Your bag comes with you.',
  productNotFoundHint:
    'This product is no longer in the shop, or the link is not complete. Plenty more is waiting.',
  promoBanner: 'Use code HOPE100 for ₹100 off and free shipping on your first order!',
} as const;

/** Navigation labels of the storefront (docs/product.md section 2). */
export const NAV = {
  home: 'Home',
  allProducts: 'All Products',
  search: 'Search',
  profile: 'Profile',
  account: 'Account',
  orders: 'Orders',
  coupons: 'Coupons',
  contact: 'Contact',
  wishlist: 'Wishlist',
  bag: 'Bag',
  login: 'Login',
  register: 'Register',
  back: 'Back',
  goHome: 'Back to Home',
} as const;

/** Confirmation dialogs: admin logout, account logout and order cancellation. */
export const CONFIRM = {
  adminLogoutQuestion: 'Are you sure you want to logout?',
  adminLogoutCancel: 'Cancel',
  adminLogoutConfirm: 'Yes, Logout',
  accountLogoutTitle: 'Are you sure?',
  accountLogoutQuestion: 'Do you really want to log out?',
  accountLogoutCancel: 'Cancel',
  accountLogoutConfirm: 'Log Out',
  cancelOrderQuestion: 'Are you sure you want to cancel this order?',
  cancelOrderNo: 'No',
  cancelOrderYes: 'Yes, Cancel',
} as const;

/** The contact page's channels (docs/product.md section 1), each opened in a new tab. */
export const CONTACT_LINKS = {
  chatGroup: 'Chat group',
  facebook: 'Facebook',
  instagram: 'Instagram',
  supportEmail: 'Support e-mail',
  threads: 'Threads',
  twitter: 'Twitter',
} as const;

/** Footer labels (docs/product.md section 1). */
export const FOOTER = {
  supportEmail: CONTACT_LINKS.supportEmail,
  helpEmail: 'Help e-mail',
  phone: 'Phone',
  followUs: 'Follow us',
  customerCare: 'Customer care',
  reachUs: 'Reach us',
  /** Under the brand: who we are, in a line. */
  tagline: `${SHOP.tagline}.`,
} as const;

/** Pagination labels: customer lists say Previous/Next, admin tables 'prev'/'Next' (docs/product.md section 2). */
export const PAGINATION = {
  previous: 'Previous',
  next: 'Next',
  adminPrevious: 'prev',
} as const;

/** The heading and document title of every screen. */
const ORDER_DETAILS = 'Order Details';

export const PAGE_TITLES = {
  register: 'Create Account',
  login: 'Login',
  otp: 'Verify OTP',
  forgotPassword: 'Forgot Password',
  home: "Kids' Clothing Online in India",
  allProducts: NAV.allProducts,
  search: 'Search Results',
  productDetails: 'Product Details',
  contact: 'Contact Us',
  comingSoon: 'Coming Soon',
  cart: 'My Cart',
  wishlist: 'Wishlist',
  checkout: 'Checkout',
  orderSuccess: 'Order Placed',
  orders: 'My Orders',
  orderDetail: ORDER_DETAILS,
  account: 'Account',
  manageAccount: 'Manage Account',
  manageAddress: 'Manage Address',
  coupons: 'Available Coupons',
  notFound: 'Page Not Found',
  adminDashboard: 'Dashboard',
  adminUsers: 'Users',
  adminOrders: 'Orders',
  adminProducts: 'Products',
  adminAddProduct: 'Add Product',
  adminEditProduct: 'Edit Product',
  adminAddCoupon: 'Add Coupon',
  adminCoupons: 'Coupons',
  adminOrderDetails: ORDER_DETAILS,
} as const;

/** The account screens' buttons and links: register, login, OTP and forgot password. */
export const AUTH_TEXT = {
  processing: 'Processing...',
  sending: 'Sending...',
  verifying: 'Verifying...',
  resetting: 'Resetting...',
  getOtp: 'Get OTP',
  sendOtp: 'Send OTP',
  verifyOtp: PAGE_TITLES.otp,
  resendOtp: 'Resend OTP',
  resetPassword: 'Reset Password',
  /** The line under each form that leads to its neighbour: "New here? Register". */
  newHere: 'New here?',
  haveAccount: 'Already have an account?',
  rememberedIt: 'Remembered it?',
  /** The OTP page's line around the e-mail, which it shows in bold: "We sent a 6-digit code to …." */
  codeSentTo: { before: 'We sent a 6-digit code to ', after: '.' },
  /** What each step of forgot password asks for. */
  forgotSteps: {
    email: 'Enter the email of your account and we will send you a code.',
    otp: 'Enter the 6-digit code we sent to your email.',
    password: 'Choose a new password.',
  },
} as const;

/** "Page 2 of 5" */
export function pageOf(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}

/** 'Search Results for "{q}"' */
export function searchResultsTitle(query: string): string {
  return `Search Results for "${query}"`;
}

/** The search page's count: "1 product", "24 products", "1,000+ products" when there are more than were counted. */
export function searchResultCount(count: number, more: boolean): string {
  const figure = `${count.toLocaleString('en-IN')}${more ? '+' : ''}`;
  return count === 1 && !more ? '1 product' : `${figure} products`;
}

/** Shown when a search finds nothing: a better spelling, and categories to browse instead. */
export const SEARCH_HELP = {
  didYouMean: 'Did you mean',
  popularCategories: 'Popular categories',
  tryAnother: 'Check the spelling, or try a simpler word such as "frock", "kurta" or "t-shirt".',
  /** The chips of what a search understood: the words, the age's size, the child's gender. */
  understood: 'Searching for',
  noSizeForAge: 'Our sizes fit ages 2 to 11.',
} as const;

/** A chip of what a search understood: "2-3 y · age 3"; an age no size fits says so. */
export function ageChipLabel(age: number, size: string | null): string {
  return size ? `${size} · age ${age}` : `Age ${age} · no size`;
}

/** The button that takes a part out of a search: "Remove 2-3 y · age 3". */
export const removeSearchPart = (label: string) => `Remove ${label}`;

/** Suggestions while typing in the search box (docs/decisions/0064-search-suggestions.md). */
export const SUGGEST_TEXT = {
  /** The 400 of a suggestion call without 1 to 100 characters. */
  queryLength: 'Type 1 to 100 characters to get suggestions.',
  /** The list's name for screen readers. */
  listLabel: 'Search suggestions',
  products: 'Products',
  searches: 'Search in',
  /** Said by screen readers when the list changes. */
  count: (count: number) =>
    count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`,
  /** A search scoped to a category: "frock in Girls · Party Wear", "frock in Party Wear", "Girls · Party Wear". */
  scopedLabel: (what: string, category: Category, gender?: Gender) => {
    const scope = `${gender ? `${gender} · ` : ''}${category}`;
    return what === '' ? scope : `${what} in ${scope}`;
  },
} as const;

/** "1 item", "3 items" */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Catalog screens: home, all products, search and the product page (docs/product.md section 2). */
export const CATALOG_TEXT = {
  newArrivals: 'New Arrivals',
  shopNow: 'Shop Now',
  newBadge: 'New',
  stockOut: 'Stock Out',
  /** Under a size at or below the shop's low-stock level (but not sold out). */
  onlyLeft: (stock: number) => `Only ${stock} left`,
  productNotAvailableHint: 'The shop has taken this product off sale. Here are some like it.',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  buyNow: 'Buy Now',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  exploreMore: 'Explore more like this',
  comingSoonTitle: PAGE_TITLES.comingSoon,
  comingSoonInfo: 'This feature is under development. Please use Add to Cart to order this product.',
  description: 'Description',
  bankOffers: 'Bank Offers',
  /** The four bank offers shown on every product (static, docs/product.md section 2). */
  bankOfferLines: [
    '10% instant discount on HDFC Bank credit cards, up to ₹250 on orders of ₹1,499 and above.',
    '5% cashback on ICICI Bank debit cards, up to ₹150.',
    'Flat ₹100 off on SBI Card transactions above ₹999.',
    'No-cost EMI on Axis Bank credit cards for orders above ₹2,999.',
  ],
  selectSize: 'Select Size',
  filters: 'Filters',
  sort: 'Sort',
  clearFilters: 'Clear all',
  clearFiltersOffer: 'Clear filters',
  noProductsForFilters: 'No products match these filters.',
  minPrice: 'Min (₹)',
  maxPrice: 'Max (₹)',
  minAboveMax: 'The minimum price is above the maximum. Lower the minimum or raise the maximum.',
  category: 'Category',
  gender: 'Gender',
  priceRange: 'Price range',
  shopByAge: 'Shop by age',
  anySize: 'Any age',
  apply: 'Apply',
  close: 'Close',
  off: 'OFF',
  heroTitle: 'Little outfits, big smiles',
  heroText: 'Imported quality clothes for ages 2 to 11, delivered across India. Pay cash on delivery.',
  bannerGirls: 'Twirl-ready frocks & lehengas',
  bannerBoys: 'Sharp kurtas, blazers & track suits',
} as const;

/** The phone filter sheet's button: 'Show 12 products'. */
export function showProducts(count: number): string {
  return count === 1 ? 'Show 1 product' : `Show ${count} products`;
}

/** 'Error: {message}': how the product page, lists and admin screens show a failed load. */
export function errorText(message: string): string {
  return `Error: ${message}`;
}

/** Labels of the sort control; the empty value means newest first. */
export const SORT_LABELS = {
  newest: 'Newest first',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
  popularity: 'Popular (last 30 days)',
  discount: 'Discount: highest first',
  relevance: 'Best match',
} as const;

/** A search asked with a sort the shop does not have. */
export const UNKNOWN_SORT = `Unknown sort. Use one of: relevance, newest, priceLow, priceHigh, popularity, discount.`;

/** The installed shop's notice of a new version (src/web/pwa). */
export const APP_UPDATE = {
  ready: 'A new version of LittleHope is ready.',
  reload: 'Reload',
  later: 'Later',
} as const;

/** The size guide (the product page's "Size guide" and the all-products "Shop by age" filter). */
export const SIZE_GUIDE_TEXT = {
  open: 'Size guide',
  title: (category: string) => `Size guide: ${category}`,
  size: 'Size',
  age: 'Age',
  height: 'Height (cm)',
  chest: 'Chest (cm)',
  waist: 'Waist (cm)',
  length: 'Length (cm)',
  howTo: 'Measure over a vest, tape snug but not tight. Between two sizes, choose the larger.',
  childAge: "Child's age",
  childHeight: 'or height (cm)',
  anyAge: CATALOG_TEXT.anySize,
  years: (age: number) => `${age} ${age === 1 ? 'year' : 'years'}`,
  outsideRange: 'Our sizes fit children from 86 to 148 cm.',
} as const;

/** What each category's size chart measures, in the parent's words. */
export const SIZE_CHART_NOTES: Record<Category, string> = {
  'Casual Wear': 'T-shirts, frocks, shorts and jeans.',
  'Formal Wear': 'Shirts, blazers and trousers: a closer fit.',
  'Combo Sets': 'Top and bottom sold together.',
  'Ethnic Wear': 'Kurtas, lehengas and pyjamas, cut with room to move.',
  'Sports Wear': 'Track suits and jerseys with stretch.',
  'Party Wear': 'Party frocks and suits, cut with room to move.',
};

/**
 * A product's status as the admin previewing it on the storefront reads it (the back office's badges use the same
 * words: PRODUCT_STATUS_MESSAGES).
 */
export const PRODUCT_PREVIEW = {
  label: { draft: 'Draft', active: 'Active', hidden: 'Hidden', archived: 'Archived' },
  banner: (label: string) => `${label} — not visible to shoppers`,
} as const;

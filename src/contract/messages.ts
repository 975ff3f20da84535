// The product's words (SPEC.md): labels, messages and fallbacks, written once for server and browser.

/** Validation messages (SPEC.md section 5). */
export const VALIDATION = {
  nameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailGmail: 'Email must include @gmail.com',
  emailInvalid: 'Please enter a valid email address.',
  nameTooLong: 'Full name must be at most 80 characters.',
  passwordRequired: 'Password is required.',
  passwordRule:
    'Password must contain 1 uppercase, 1 number, 1 special character, and be at least 8 characters.',
  passwordRuleReset:
    'Password must be at least 8 characters, include 1 uppercase letter, 1 number, and 1 special character.',
  confirmRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be a 6-digit number',
  selectSize: 'Please select a size.',
  selectAddress: 'Please select an address.',
  selectPaymentMethod: 'Please select a payment method.',
  addressNotFound: 'Selected address not found.',
  fillAllFields: 'Please fill in all fields.',
} as const;

/** Success messages (SPEC.md section 8). */
export const SUCCESS = {
  redirectingToOtp: 'Please wait, redirecting to OTP',
  registered: 'Registration successful. Welcome',
  otpResent: 'OTP resent to your email',
  loggedIn: 'You’ve successfully logged in.',
  welcomeBack: 'Welcome Back',
  otpSent: 'An OTP has been sent to your email.',
  otpVerified: 'OTP verified successfully',
  passwordUpdated: 'You’ve successfully updated your password.',
  loggedOut: 'Logout Successful',
  addedToCart: 'Added to cart successfully.',
  quantityChanged: 'Quantity changed',
  addedToWishlist: 'Added to wishlist successfully.',
  productCreated: 'Product created successfully!',
  productUpdated: 'Product updated successfully!',
  couponAdded: 'Coupon added successfully!',
} as const;

/** Fallbacks shown when a failed call brings no server message (SPEC.md section 8). */
export const FALLBACK = {
  registrationFailed: 'Registration failed',
  resendOtpFailed: 'Resend Otp Failed',
  loginFailed: 'Login failed',
  sendOtpFailed: 'Failed To Send Otp',
  otpVerificationFailed: 'Otp Verification Failed',
  changePasswordFailed: 'Failed to change Password',
  logoutFailed: 'Failed',
  tryAgain: 'Please try again',
  updateQuantityFailed: 'Failed to update item Quantity',
  searchFailed: 'Search failed',
  fetchCartFailed: 'Failed to fetch Cart Items',
  removeFromCartFailed: 'Failed to remove item from cart',
  somethingWentWrong: 'Something went wrong',
  productDetailFailed: 'fetching product detail failed',
  fetchWishlistFailed: 'failed to fetch wishlist items',
  removeWishlistFailed: 'failed to remove item from wishlist',
  createOrderFailed: 'Failed to Create Order',
  fetchOrdersFailed: 'Failed to fetch Orders',
  orderDetailsFailed: 'Failed to get order details',
  cancelOrderFailed: 'Failed to cancell order',
  placeOrderUnexpected: 'An error occurred while placing the order.',
  anErrorOccurred: 'An error occurred',
  dashDataFailed: 'failed to fetch Dash Data',
  usersFailed: 'Error loading users',
  deleteFailed: 'Delete failed',
  blockFailed: 'Block failed',
  unblockFailed: 'UnBlock failed',
  productCreateFailed: 'Product creation failed',
  productFetchFailed: 'Product fetch failed',
  editProductLoadFailed: 'get editProduct failed',
  productUpdateFailed: 'Update failed',
  allOrdersFailed: 'failed to fetch allOrders',
  adminOrderDetailsFailed: 'failed to fetch orderDetails',
  couponCreateFailed: 'Coupon creation failed',
  couponFetchFailed: 'Fetch Coupon failed',
} as const;

/** Errors the API itself answers with. */
export const API_ERROR = {
  validation: 'Please check the highlighted fields.',
  notFound: 'Not found.',
  routeNotFound: 'This API route does not exist.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
  blocked: 'Your account has been blocked. Please contact support.',
} as const;

/** What the account calls answer when they refuse (the rules of issue "Accounts"). */
export const AUTH_ERROR = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Please log in.',
  noPendingRegistration: 'No registration is waiting for this email. Please register again.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpHourlyLimit: 'Too many OTPs requested for this email. Please try again in an hour.',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  resetNotAllowed: 'Please verify the OTP sent to your email before setting a new password.',
} as const;

/** 'Please wait 25 seconds before requesting another OTP.' */
export function otpCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another OTP.`;
}

/** Fixed storefront texts (SPEC.md sections 1, 2 and 9). */
export const TEXT = {
  loading: 'Loading...',
  noProductsFound: 'No products found.',
  noResultsFound: 'No results found.',
  productNotFound: 'Product not found.',
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
  promoBanner: 'Use code HOPE100 for ₹100 off and free shipping on your first order!',
} as const;

export type Message = string;

/** Navigation labels of the storefront (SPEC.md section 2). */
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

/** The admin top bar (SPEC.md section 2, "Admin top bar"). */
export const ADMIN_NAV = {
  badge: 'Admin',
  dashboard: 'Dashboard',
  users: 'Users',
  orders: 'Orders',
  products: 'Products',
  coupons: 'Coupons',
  reports: 'Reports',
  logout: 'Logout',
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

/** The contact page's channels (SPEC.md section 1), each opened in a new tab. */
export const CONTACT_LINKS = {
  chatGroup: 'Chat group',
  facebook: 'Facebook',
  instagram: 'Instagram',
  supportEmail: 'Support e-mail',
  threads: 'Threads',
  twitter: 'Twitter',
} as const;

/** Footer labels (SPEC.md section 1). */
export const FOOTER = {
  supportEmail: 'Support e-mail',
  helpEmail: 'Help e-mail',
  phone: 'Phone',
  followUs: 'Follow us',
  customerCare: 'Customer care',
  reachUs: 'Reach us',
} as const;

/** Pagination labels: customer lists say Previous/Next, admin tables 'prev'/'Next' (SPEC.md section 2). */
export const PAGINATION = {
  previous: 'Previous',
  next: 'Next',
  adminPrevious: 'prev',
} as const;

/** The heading and document title of every screen. */
export const PAGE_TITLES = {
  register: 'Create Account',
  login: 'Login',
  otp: 'Verify OTP',
  forgotPassword: 'Forgot Password',
  home: "Kids' Clothing Online in India",
  allProducts: 'All Products',
  search: 'Search Results',
  productDetails: 'Product Details',
  contact: 'Contact Us',
  comingSoon: 'Coming Soon',
  cart: 'My Cart',
  wishlist: 'Wishlist',
  checkout: 'Checkout',
  orderSuccess: 'Order Placed',
  orders: 'My Orders',
  orderDetail: 'Order Details',
  account: 'Account',
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
  adminOrderDetails: 'Order Details',
} as const;

/** "Page 2 of 5" */
export function pageOf(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}

/** 'Search Results for "{q}"' */
export function searchResultsTitle(query: string): string {
  return `Search Results for "${query}"`;
}

/** "1 item", "3 items" */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** Catalog screens: home, all products, search and the product page (SPEC.md section 2). */
export const CATALOG_TEXT = {
  newArrivals: 'New Arrivals',
  shopNow: 'Shop Now',
  newBadge: 'New',
  stockOut: 'Stock Out',
  addToCart: 'Add to Cart',
  adding: 'Adding...',
  buyNow: 'Buy Now',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  exploreMore: 'Explore more like this',
  comingSoonTitle: 'Coming Soon',
  comingSoonInfo: 'This feature is under development. Please use Add to Cart to order this product.',
  description: 'Description',
  bankOffers: 'Bank Offers',
  selectSize: 'Select Size',
  filters: 'Filters',
  sort: 'Sort',
  clearFilters: 'Clear all',
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

/** 'Error: {message}': how the product page, lists and admin screens show a failed load. */
export function errorText(message: string): string {
  return `Error: ${message}`;
}

/** Labels of the sort control; the empty value means newest first. */
export const SORT_LABELS = {
  newest: 'Newest first',
  priceLow: 'Price: low to high',
  priceHigh: 'Price: high to low',
} as const;

/** Fixed texts of the admin screens (SPEC.md section 2). */
export const ADMIN_TEXT = {
  noDataAvailable: 'No data available.',
  noCustomerGrowth: 'No customer growth data available.',
  noCategoryOrders: 'No category order data available.',
  noGenderSales: 'No gender-based sales data available.',
  noBestSellers: 'No best-selling product data available.',
  customerGrowthTitle: 'Customer Growth (Weekly)',
  topCategoriesTitle: 'Top Categories by Orders',
  salesByGenderTitle: 'Sales by Gender',
  bestSellersTitle: 'Best Selling Products',
  totalRevenue: 'Total Revenue',
  completedOrders: 'Completed Orders',
  todayOrders: 'Today Orders',
  todayRevenue: 'Today Revenue',
  totalUsers: 'Total Users',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
  loadingProducts: 'Loading products...',
  addProduct: 'Add Product',
  edit: 'Edit',
  imagesReplaceNote: 'Images (replace only if needed)',
  updateProduct: 'Update Product',
  view: 'View',
  backToOrders: 'Back to Orders',
  noOrderItems: 'No items found in this order.',
  totalMrp: 'Total MRP',
  totalDiscount: 'Total Discount',
  platformFee: 'Platform Fee',
  couponDiscount: 'Coupon Discount',
  finalPayable: 'Final Payable Amount',
  addNewCoupon: 'Add New Coupon',
  noCoupons: 'No coupons available. Click "Add New Coupon" to create one.',
  couponCode: 'Coupon Code',
  couponDiscountField: 'Discount (₹)',
  expiryDate: 'Expiry Date',
  adding: 'Adding...',
} as const;

/** 'Failed to add coupon: {message}' (SPEC.md section 2, "Add coupon"). */
export function addCouponFailed(message: string): string {
  return `Failed to add coupon: ${message}`;
}

/** The bag (SPEC.md section 2, "Cart"). */
export const CART_TEXT = {
  empty: 'Your bag is empty',
  emptyHint: 'Add something little and lovely to it.',
  shopNow: 'Continue shopping',
  priceDetails: 'Price Details',
  totalMrp: 'Total MRP',
  discountOnMrp: 'Discount on MRP',
  platformFee: 'Platform Fee',
  totalAmount: 'Total Amount',
  checkout: 'CHECKOUT',
  processing: 'Processing',
  size: 'Size',
  quantity: 'Qty',
  fixProblems: 'Change or remove the items marked in red to check out.',
  loadFailedRetry: 'Try again',
} as const;

/** 'Remove Floral Frock (size 4-5 y) from bag' */
export function removeFromBagLabel(name: string, size: string): string {
  return `Remove ${name} (size ${size}) from bag`;
}

/** The wishlist (SPEC.md section 2, "Wishlist"). */
export const WISHLIST_TEXT = {
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on any product to save it here.',
  noneInChip: 'Nothing in your wishlist matches this filter.',
  moveToBag: 'MOVE TO BAG',
  selectSize: 'Select Size',
  done: 'DONE',
  out: 'Out',
  filter: 'Filter wishlist',
} as const;

/** 'Remove Floral Frock from wishlist' */
export function removeFromWishlistLabel(name: string): string {
  return `Remove ${name} from wishlist`;
}
/** Checkout, order success, orders, addresses, coupons and the account page (SPEC.md section 2). */
export const CHECKOUT_TEXT = {
  deliveryAddress: 'Delivery Address',
  addAddress: '+ Add Address',
  addNewAddress: 'Add New Address',
  fullName: 'Full Name',
  landmark: 'Landmark',
  city: 'City',
  zipCode: 'Zip Code',
  mobileNumber: 'Mobile Number',
  mobile: 'Mobile',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  addressAdded: 'Address added.',
  addressDeleted: 'Address deleted.',
  noCodHere: 'Pay on Delivery is not available at this PIN code.',
  paymentMethod: 'Payment Method',
  locked: 'Locked',
  orderSummary: 'Order Summary',
  quantity: 'Qty',
  size: 'Size',
  totalMRP: 'Total MRP',
  discount: 'Discount',
  platformFee: 'Platform Fee',
  couponDiscount: 'Coupon Discount',
  total: 'Total',
  coupon: 'Coupon',
  noCoupon: 'No coupon',
  placeOrder: 'PLACE ORDER',
  processing: 'Processing',
  fixBag: 'Some items in your bag are no longer available as chosen. Please update your bag.',
  goToBag: 'Go to bag',
  continueShopping: 'Continue shopping',
  freshPrices: 'Updated prices',
  retry: 'Try again',
  orderPlacedTitle: 'Your order has been placed!',
  orderPlacedText: 'Thank you for shopping with us. A confirmation has been sent to your e-mail and phone.',
  viewMyOrders: 'View My Orders',
} as const;

/** Payment method names; only cash on delivery can be chosen. */
export const PAYMENT_METHOD_LABELS = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
  card: 'Credit / Debit Card',
  wallet: 'Wallets',
  netbanking: 'Net Banking',
} as const;

export const ORDER_TEXT = {
  details: 'Details',
  placedOn: 'Placed on',
  cancelOrder: 'Cancel Order',
  cancelling: 'Cancelling...',
  items: 'Items',
  deliveryAddress: 'Delivery Address',
  billingSummary: 'Billing Summary',
  totalMRP: 'Total MRP',
  totalDiscount: 'Total Discount',
  platformFee: 'Platform Fee',
  couponDiscount: 'Coupon Discount',
  finalAmount: 'Final Amount',
  paymentMethod: 'Payment Method',
  size: 'Size',
  quantity: 'Qty',
  cancelled: 'Your order has been cancelled.',
  delivered: 'Order was delivered successfully.',
  trackOrder: 'Track Order',
  cancelNote: "You can cancel an order only while it is in the 'Processed' status.",
  backToOrders: 'Back to My Orders',
} as const;

/** 'Order #1A2B3C' */
export function orderTitle(shortId: string): string {
  return `Order #${shortId}`;
}

export const ADDRESS_TEXT = {
  manageAddressTab: 'MANAGE ADDRESS',
  savedAddresses: 'Saved Addresses',
  delete: 'Delete',
  addNewAddress: 'Add New Address',
  addAddress: 'Add Address',
  adding: 'Adding...',
} as const;

export const COUPON_TEXT = {
  off: 'OFF',
  copyCode: 'Copy code',
  copied: 'Copied!',
  validTill: 'Valid till',
  firstOrderOnly: 'On your first order',
  loginToSee: 'Log in to see the coupons you can use.',
} as const;

export const ACCOUNT_TEXT = {
  guest: 'Guest',
  noEmail: 'No email provided',
  logOut: 'LOG OUT',
  newBadge: 'NEW',
  tiles: {
    orders: 'Orders',
    cart: 'Cart',
    wishlist: 'Wishlist',
    coupons: 'Coupons',
    address: 'Address',
    help: 'Help',
  },
  influencerTitle: 'LittleHope Influencer Program',
  influencerText: 'Share your little one’s favourite looks and earn rewards.',
  paymentsTitle: 'Payments & Currencies',
  paymentsText: 'Saved cards, UPI and wallets.',
  earnTitle: 'Earn & Redeem',
  earnText: 'Collect points on every order.',
  manageAccountTitle: 'Manage Account',
  manageAccountText: 'Your details and password.',
  wishlistTitle: 'Wishlist',
  wishlistText: 'Everything you saved for later.',
  settingsTitle: 'Settings',
  settingsText: 'Notifications and preferences.',
  comingSoon: 'Coming soon',
  version: 'Version',
  beta: 'BETA',
  aboutTitle: 'About LittleHope',
  aboutText:
    'LittleHope started in 2025 to bring imported quality clothes for children aged 2 to 11 to families across India, delivered to your door with cash on delivery.',
} as const;

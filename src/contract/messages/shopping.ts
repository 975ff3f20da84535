import { VALIDATION } from './feedback';
import { AUTH_TEXT, CATALOG_TEXT, PAGE_TITLES, TEXT } from './storefront';
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  COUPON_DISCOUNT_MAX,
  COUPON_DISCOUNT_MIN,
  RETURN_WINDOW_DAYS,
} from '../constants';
import type { ReturnReason, ReturnStatus } from '../returns';
import type { OrderStatus } from '../order-status';
import type { WishlistChip } from '../wishlist-chips';

// The bag, the wishlist, checkout, orders, addresses, coupons and the account page (docs/product.md section 2).

/** The words of a bill and its items, the same on the bag, checkout, order and admin order screens. */
export const BILL_TEXT = {
  totalMrp: 'Total MRP',
  totalDiscount: 'Total Discount',
  platformFee: 'Platform Fee',
  couponDiscount: 'Coupon Discount',
  size: 'Size',
  quantity: 'Qty',
} as const;

/** The bag (docs/product.md section 2, "Cart"). */
export const CART_TEXT = {
  empty: 'Your bag is empty',
  emptyHint: 'Add something little and lovely to it.',
  shopNow: 'Continue shopping',
  priceDetails: 'Price Details',
  totalMrp: BILL_TEXT.totalMrp,
  discountOnMrp: 'Discount on MRP',
  platformFee: BILL_TEXT.platformFee,
  totalAmount: 'Total Amount',
  checkout: 'CHECKOUT',
  processing: 'Processing',
  size: BILL_TEXT.size,
  quantity: BILL_TEXT.quantity,
  fixProblems: 'Change or remove the items marked in red to check out.',
  loadFailedRetry: 'Try again',
} as const;

/**
 * Under the bag's price panel: pieces its amounts leave out, because stock was cut below what the bag holds
 * ('stock') or because the shop has taken their product off sale ('off-sale').
 */
export function piecesLeftOut(pieces: number, reason: 'stock' | 'off-sale' = 'stock'): string {
  const why = reason === 'stock' ? 'not enough left in stock' : 'no longer available';
  return `${pieces === 1 ? '1 piece is' : `${pieces} pieces are`} not counted: ${why}.`;
}

/** 'Remove Floral Frock (size 4-5 y) from bag' */
export function removeFromBagLabel(name: string, size: string): string {
  return `Remove ${name} (size ${size}) from bag`;
}

/** The wishlist (docs/product.md section 2, "Wishlist"). */
export const WISHLIST_TEXT = {
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on any product to save it here.',
  noneInChip: 'Nothing in your wishlist matches this filter.',
  moveToBag: 'MOVE TO BAG',
  selectSize: CATALOG_TEXT.selectSize,
  done: 'DONE',
  out: 'Out',
  filter: 'Filter wishlist',
  /** The filter chips' names (contract/wishlist-chips.ts). */
  chips: { All: 'All', Trousers: 'Trousers', Jackets: 'Jackets' } satisfies Record<WishlistChip, string>,
} as const;

/** 'Remove Floral Frock from wishlist' */
export function removeFromWishlistLabel(name: string): string {
  return `Remove ${name} from wishlist`;
}

/** Checkout, order success, orders, addresses, coupons and the account page (docs/product.md section 2). */
export const CHECKOUT_TEXT = {
  deliveryAddress: 'Delivery Address',
  addAddress: '+ Add Address',
  addNewAddress: 'Add New Address',
  fullName: 'Full Name',
  landmark: 'Landmark',
  city: 'City',
  zipCode: 'PIN Code',
  mobileNumber: 'Mobile Number',
  mobile: 'Mobile',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  addressAdded: 'Address added.',
  addressDeleted: 'Address deleted.',
  noCodHere: 'Pay on Delivery is not available at this PIN code.',
  chosenAddressGone: 'The address you chose is no longer saved. Please choose where to deliver.',
  couponNoLongerApplies: (code: string) =>
    code
      ? `The coupon ${code} you applied can no longer be used on this bag.`
      : 'The coupon you applied can no longer be used on this bag.',
  paymentMethod: 'Payment Method',
  locked: 'Locked',
  orderSummary: 'Order Summary',
  quantity: BILL_TEXT.quantity,
  size: BILL_TEXT.size,
  totalMRP: BILL_TEXT.totalMrp,
  discount: 'Discount',
  platformFee: BILL_TEXT.platformFee,
  couponDiscount: BILL_TEXT.couponDiscount,
  total: 'Total',
  coupon: 'Coupon',
  noCoupon: 'No coupon',
  couponsNotYet: 'Not usable on this bag yet',
  placeOrder: 'PLACE ORDER',
  processing: 'Processing',
  fixBag: 'Some items in your bag are no longer available as chosen. Please update your bag.',
  goToBag: 'Go to bag',
  continueShopping: CART_TEXT.shopNow,
  freshPrices: 'Updated prices',
  orderPlacedTitle: 'Your order has been placed!',
  orderPlacedText: 'Thank you for shopping with us. A confirmation has been sent to your e-mail and phone.',
  viewMyOrders: 'View My Orders',
  noNewOrderTitle: 'No new order here',
  noNewOrderText:
    'This page appears just after you place an order. Every order you have placed is in My Orders.',
} as const;

/**
 * 'HOPE100 – ₹100 off, first order only', or with why this shopper cannot use it: '… (You have already used this
 * coupon.)'. The rule in words comes from couponRuleInWords.
 */
export function couponOptionLabel(code: string, ruleInWords: string, unusableReason: string | null): string {
  const label = `${code} – ${ruleInWords}`;
  return unusableReason ? `${label} (${unusableReason})` : label;
}

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
  deliveryAddress: CHECKOUT_TEXT.deliveryAddress,
  billingSummary: 'Billing Summary',
  totalMRP: BILL_TEXT.totalMrp,
  totalDiscount: BILL_TEXT.totalDiscount,
  platformFee: BILL_TEXT.platformFee,
  couponDiscount: BILL_TEXT.couponDiscount,
  finalAmount: 'Final Amount',
  paymentMethod: CHECKOUT_TEXT.paymentMethod,
  size: BILL_TEXT.size,
  quantity: BILL_TEXT.quantity,
  cancelled: 'Your order has been cancelled.',
  delivered: 'Order was delivered successfully.',
  trackOrder: 'Track Order',
  // The status's label as ORDER_STATUS_LABELS.pending says it: one name for the state on every page.
  cancelNote: 'You can cancel an order only while it is Pending.',
  backToOrders: 'Back to My Orders',
  returnedToOrigin: 'The courier could not deliver this parcel and brought it back to us. Nothing is due.',
  reason: (reason: string) => `Reason: ${reason}`,
  /** What screen readers hear after each step of the order tracker. */
  stepDone: ' (done)',
  stepNotYet: ' (not yet)',
} as const;

/** An order's status as a word, on badges, filters and the back office's choices. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rto: 'Returned (RTO)',
};

/** The parcel on its way: the courier, its AWB number and the courier's tracking page. */
export const SHIPMENT_TEXT = {
  title: 'Shipment',
  courier: 'Courier',
  awb: 'AWB number',
  trackParcel: 'Track parcel',
  shippedOn: 'Shipped on',
  /** Screen readers hear where the link goes. */
  trackParcelLabel: (courier: string) => `Track parcel on the ${courier} website (opens in a new tab)`,
} as const;

/** 'Order #1A2B3C' */
export function orderTitle(shortId: string): string {
  return `Order #${shortId}`;
}

export const ADDRESS_TEXT = {
  manageAddressTab: 'MANAGE ADDRESS',
  savedAddresses: 'Saved Addresses',
  delete: 'Delete',
  addNewAddress: CHECKOUT_TEXT.addNewAddress,
  addAddress: 'Add Address',
  adding: 'Adding...',
  notFound: 'Address not found.',
  addressSaved: 'Address saved.',
  madeDefault: 'Default address changed.',
  house: 'Flat, House no., Building',
  area: 'Area, Street, Locality',
  landmark: 'Landmark (optional)',
  landmarkHint: 'E.g. near Apollo Hospital',
  pinCode: CHECKOUT_TEXT.zipCode,
  state: 'State',
  stateFromPin: 'Filled in from the PIN code',
  addressType: 'Address type',
  typeLabels: { home: 'Home', work: 'Work', other: 'Other' },
  makeDefaultChoice: 'Make this my default address',
  defaultBadge: 'Default',
  edit: 'Edit',
  editAddress: 'Edit Address',
  saveChanges: 'Save Changes',
  makeDefault: 'Make default',
  deleteQuestion: 'Delete this address?',
  deleteNote: 'Orders already placed keep their copy of it.',
  keepAddress: 'Keep it',
  /** The mobile line of a printed address (addressLines in contract/address.ts). */
  mobileLine: (mobile: string) => `Mobile: ${mobile}`,
} as const;

/** 'You can save up to 10 addresses. Please delete one first.' */
export function tooManyAddressesMessage(max: number): string {
  return `You can save up to ${max} addresses. Please delete one first.`;
}

export const COUPON_TEXT = {
  off: 'OFF',
  copyCode: 'Copy code',
  copied: 'Copied!',
  validTill: 'Valid till',
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
    returns: 'Returns',
  },
  influencerTitle: 'LittleHope Influencer Program',
  influencerText: 'Share your little one’s favourite looks and earn rewards.',
  paymentsTitle: 'Payments & Currencies',
  paymentsText: 'Saved cards, UPI and wallets.',
  earnTitle: 'Earn & Redeem',
  earnText: 'Collect points on every order.',
  manageAccountTitle: PAGE_TITLES.manageAccount,
  manageAccountText: 'Your details and password.',
  wishlistTitle: 'Wishlist',
  wishlistText: 'Everything you saved for later.',
  settingsTitle: 'Settings',
  settingsText: 'Notifications and preferences.',
  comingSoon: 'Coming soon',
  manage: {
    yourName: 'Your name',
    fullName: 'Full name',
    saveName: 'Save name',
    changePassword: 'Change password',
    passwordNote: 'You stay logged in here; every other device is logged out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    saving: 'Saving...',
    back: 'Back to My Account',
  },
  version: 'Version',
  beta: 'BETA',
  aboutTitle: 'About LittleHope',
  aboutText:
    'LittleHope started in 2025 to bring imported quality clothes for children aged 2 to 11 to families across India, delivered to your door with cash on delivery.',
} as const;

// What the shop answers about the bag, orders, addresses, coupons and returns, for the rules of src/contract.

export const CART_MESSAGES = {
  quantityRange: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`,
  unknownSize: 'This size does not exist for this product.',
  productNotFound: TEXT.productNotFound,
  notInBag: 'This item is not in your bag.',
  removed: 'Removed from your bag.',
  wishlistRemoved: 'Removed from your wishlist.',
  wishlistEntryNotFound: 'This item is not in your wishlist.',
  soldOut: (size: string) => `Out of stock in size ${size}`,
  onlyLeft: (available: number, size: string) => `Only ${available} left in size ${size}`,
  /** A line whose product the shop has hidden, archived or taken back to draft since it was added. */
  notAvailable: 'This product is no longer available',
  guestBagTooBig: (max: number) => `A bag holds at most ${max} different items.`,
  guestBagMerged: 'Your bag has been saved to your account.',
  mergeDroppedNotListed: (name: string) => `${name} is no longer available and was left out of your bag.`,
  mergeDroppedSoldOut: (name: string, size: string) =>
    `${name} is out of stock in size ${size} and was left out of your bag.`,
  mergeDroppedGone: 'An item in your bag no longer exists and was left out.',
  mergeCapped: (name: string, size: string, quantity: number) =>
    `${name} (size ${size}): your bag now has ${quantity}, as many as can be ordered.`,
} as const;

export const ORDER_MESSAGES = {
  pricesChanged: 'Prices have changed. Please review your cart.',
  onlyCod: TEXT.onlyCod,
  noCodForAddress: 'Cash on delivery is not available for this PIN code. Please choose another address.',
  emptyOrder: 'Your bag is empty.',
  duplicateLine: 'Each product size may appear only once in an order.',
  productGone: 'A product in your bag is no longer available.',
  productNotListed: (name: string) => `${name} is no longer available. Please remove it from your bag.`,
  unknownSize: CART_MESSAGES.unknownSize,
  couponNotFound: 'This coupon does not exist.',
  couponExpired: 'This coupon has expired.',
  couponUsed: 'You have already used this coupon.',
  couponFirstOrderOnly: 'This coupon is valid on your first order only.',
  onlyPendingCancel: 'Only a Pending order can be cancelled.',
  orderNotFound: TEXT.orderNotFound,
  addressNotSaved:
    'This address is not one of your saved addresses. Please choose a saved address, or save this one first.',
  quantityRange: CART_MESSAGES.quantityRange,
  notRupees: 'Must be an amount in rupees.',
  paymentMethod: VALIDATION.selectPaymentMethod,
} as const;

export const ADDRESS_MESSAGES = {
  fullName: VALIDATION.nameRequired,
  fullNameTooLong: 'Full name is too long.',
  landmark: 'Landmark is required.',
  landmarkTooLong: 'Landmark is too long.',
  city: 'City is required.',
  cityTooLong: 'City is too long.',
  zip: 'Zip code must be 6 digits and cannot start with 0.',
  mobile: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9.',
  unknownPin: "We don't deliver to this PIN code yet",
  house: 'Flat, house number or building is required.',
  houseTooLong: 'Flat, house number or building is too long.',
  area: 'Street, area or locality is required.',
  areaTooLong: 'Street, area or locality is too long.',
  addressType: 'Choose Home, Work or Other.',
  isDefault: 'Default must be true or false.',
} as const;

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required.',
  codeFormat: 'Coupon code may contain only letters and digits (3 to 20).',
  discountRequired: 'Discount is required.',
  discountRange: `Discount must be from ₹${COUPON_DISCOUNT_MIN} to ₹${COUPON_DISCOUNT_MAX}.`,
  expiryRequired: 'Expiry date is required.',
  expiryFuture: 'Expiry date must be in the future.',
  codeTaken: 'A coupon with this code already exists.',
} as const;

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'too-small': 'Too small',
  'too-large': 'Too large',
  damaged: 'Damaged',
  'not-as-described': 'Not as described',
  'changed-mind': 'Changed my mind',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  'replacement-shipped': 'Replacement shipped',
  completed: 'Completed',
};

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned or exchanged.',
  windowClosed: `Returns and exchanges are possible within ${RETURN_WINDOW_DAYS} days of delivery.`,
  notInOrder: 'This item is not in the order.',
  tooMany: (left: number) =>
    left > 0 ? `You can ask for at most ${left} more of this item.` : 'This item has already been asked for.',
  exchangeSizeNeeded: 'Please choose the size you want instead.',
  sameSize: 'Please choose a different size to exchange to.',
  exchangeSoldOut: (size: string) => `Size ${size} is sold out, so it cannot be exchanged to.`,
  refundToNeeded: 'Please tell us where to refund this cash-on-delivery order: a UPI ID or a bank account.',
  upiId: 'Enter a UPI ID such as name@bank.',
  ifsc: 'Enter an 11-character IFSC such as SBIN0001234.',
  accountNumber: 'Enter a bank account number of 9 to 18 digits.',
  holderName: "Enter the account holder's name (letters, spaces, . ' and - only).",
  duplicateItem: 'Each item may appear only once in a request.',
  kind: 'Choose return or exchange.',
  quantity: 'Quantity must be 1 to 5.',
  reason: 'Please choose a reason.',
  noItems: 'Please choose at least one item.',
  returnNotFound: 'Return request not found.',
  illegalMove: (from: ReturnStatus, to: ReturnStatus) =>
    `A request that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be marked ${RETURN_STATUS_LABELS[to].toLowerCase()}.`,
  refundReferenceNeeded: 'Please enter the refund reference (UPI or bank transfer number).',
  noCreditNote: 'A credit note is issued when a return of an order with a tax invoice is refunded.',
  requested: 'Your request has been received. We will reply within 2 business days.',
  updated: 'Return request updated.',
} as const;

/** The shopper's invoice link and why an order has none yet. */
export const INVOICE_MESSAGES = {
  notYet: 'The invoice is ready once the order has been shipped.',
  cancelled: 'This order was cancelled, so it has no invoice.',
  returnedToOrigin: 'This parcel came back to us undelivered, so it has no invoice.',
  downloadInvoice: 'Download invoice',
} as const;

/** What the returns screens say of a return's money: its refund and its GST credit note. */
export const REFUND_TEXT = {
  downloadCreditNote: 'Download credit note',
  refundAmount: 'Refund amount',
  refundToSend: (amount: string) => `Refund to send: ${amount}`,
  refunded: (amount: string) => `Refunded: ${amount}`,
  includesFee: (fee: string) => `Includes the ${fee} platform fee, as the whole order is returned`,
  previewTitle: 'Your refund',
  previewLoading: 'Working out your refund...',
  previewHint: 'Choose the items to return to see your refund.',
  previewNote:
    'The price you paid, less the part of any coupon; the platform fee is refunded when the whole order is returned.',
  exchangeNothing: 'An exchange sends you the new size; nothing is refunded.',
  confirmTitle: (amount: string) => `Mark ${amount} as refunded?`,
  confirmMessage:
    'Send the money first. This cannot be undone: net sales drop by the amount, and an invoiced order gets its GST credit note.',
  confirmYes: 'Yes, mark refunded',
  confirmNo: 'Cancel',
} as const;

/** The shopper's returns screens: asking for a return or a size exchange (/order/:id/return), and My Returns. */
export const RETURN_TEXT = {
  title: 'Return or exchange',
  myReturns: 'My Returns',
  none: 'No returns or exchanges yet. Open a delivered order to return or exchange an item.',
  /** The order page's way in, while the days last: 'Return or exchange · 3 days left'. */
  orderLink: (days: number) => `Return or exchange · ${days} ${days === 1 ? 'day' : 'days'} left`,
  backToOrder: (shortId: string) => `← Back to order #${shortId}`,
  daysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left to ask.`,
  whatWouldYouLike: 'What would you like?',
  kinds: { exchange: 'Exchange for another size', return: 'Return for a refund' },
  /** A request's name in My Returns, before its order: 'Size exchange · Order #1A2B3C'. */
  kindNames: { exchange: 'Size exchange', return: 'Return' },
  items: ORDER_TEXT.items,
  /** 'Sunflower Frock · 2-3 y · ordered 2' */
  orderedLine: (name: string, size: string, quantity: number) => `${name} · ${size} · ordered ${quantity}`,
  quantity: 'Quantity',
  newSize: 'New size',
  soldOutSize: (size: string) => `${size} (sold out)`,
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  refundTo: 'Refund to (cash on delivery)',
  upiId: 'UPI ID',
  bankAccount: 'Bank account',
  upiPlaceholder: 'name@bank',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  holderName: 'Account holder',
  send: 'Send request',
  sending: AUTH_TEXT.sending,
  /** When the form's check names no field (it always should). */
  checkForm: 'Please check the form.',
  /** The tracker's name for screen readers. */
  progress: 'Progress',
  /** A rejected request, with the shop's note when it wrote one. */
  rejected: (note?: string | null) =>
    note ? `${RETURN_STATUS_LABELS.rejected}: ${note}` : RETURN_STATUS_LABELS.rejected,
  refundReference: (reference: string) => `Refund reference: ${reference}`,
} as const;

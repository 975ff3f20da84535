import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';

// What the shop says about orders, and how it names one, apart from the order schemas (orders.ts) so that a page
// that only shows these texts does not load the validation library.

export const ORDER_MESSAGES = {
  pricesChanged: 'Prices have changed. Please review your cart.',
  onlyCod: 'Only Cash on Delivery payment is available.',
  noCodForAddress: 'Cash on delivery is not available for this PIN code. Please choose another address.',
  emptyOrder: 'Your bag is empty.',
  duplicateLine: 'Each product size may appear only once in an order.',
  productGone: 'A product in your bag is no longer available.',
  unknownSize: 'This size does not exist for this product.',
  couponNotFound: 'This coupon does not exist.',
  couponExpired: 'This coupon has expired.',
  couponUsed: 'You have already used this coupon.',
  couponFirstOrderOnly: 'This coupon is valid on your first order only.',
  onlyPendingCancel: 'Only an order that is still being processed can be cancelled.',
  orderNotFound: 'Order not found.',
  addressNotSaved:
    'This address is not one of your saved addresses. Please choose a saved address, or save this one first.',
  quantityRange: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`,
} as const;

export function shortOfStockMessage(available: number, size: string, productName: string): string {
  return available > 0
    ? `Only ${available} left in size ${size} for ${productName}`
    : `${productName} is sold out in size ${size}`;
}

/** "Order #1A2B3C": the last 6 characters of the id in capitals. */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

// "Check delivery" on the product page and the delivery date in the bag and at checkout
// (docs/decisions/0052-delivery-dates-by-pin.md).

export const DELIVERY_TEXT = {
  title: 'Check delivery',
  pinLabel: 'PIN code',
  pinPlaceholder: '6-digit PIN',
  check: 'Check',
  checking: 'Checking…',
  deliveryBy: 'Delivery by',
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available here',
  notServiceable: 'We cannot deliver to Army Post Office (APO/FPO) addresses.',
  estimateFailed: 'Could not get the delivery date just now.',
  noAddressYet: 'Add a delivery address at checkout to see when your order arrives.',
} as const;

export const DELIVERY_MESSAGES = {
  pin: 'Enter a valid 6-digit PIN code (it cannot start with 0).',
  unknownPin: 'This PIN code does not exist. Please check the six digits.',
} as const;

/** "Delivery by Thu, 3 Dec – Sat, 5 Dec" */
export function deliveryByText(dates: string): string {
  return `${DELIVERY_TEXT.deliveryBy} ${dates}`;
}

/** "Bengaluru, Karnataka" — a PIN's place as the answer names it. */
export function deliveryPlaceText(city: string, state: string): string {
  return `${city}, ${state}`;
}

// The PIN a shopper last checked delivery for, kept in this browser so that the next product page answers at
// once. Storage may be refused (private windows, full quota): the PIN is then simply not remembered.

const KEY = 'littlehope.deliveryPin';

export function rememberedPin(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPin(pin: string): void {
  try {
    window.localStorage.setItem(KEY, pin);
  } catch {
    // Not remembered; the check itself worked.
  }
}

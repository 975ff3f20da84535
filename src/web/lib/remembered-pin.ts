import { readStored, writeStored } from './browser-storage';

// The PIN a shopper last checked delivery for, kept in this browser so that the next product page answers at
// once. Storage may be refused (private windows, full quota): the PIN is then simply not remembered.

const KEY = 'littlehope.deliveryPin';

export function rememberedPin(): string {
  return readStored('local', KEY) ?? '';
}

export function rememberPin(pin: string): void {
  // Not remembered when refused; the check itself worked.
  writeStored('local', KEY, pin);
}

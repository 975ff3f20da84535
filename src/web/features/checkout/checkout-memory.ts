import { readStoredJson, removeStored, writeStored } from '../../lib/browser-storage';

// What the shopper chose at checkout (the delivery address and the coupon), kept in this tab's sessionStorage under
// the shopper's id, so that a refresh, Back or Forward finds the same choices and never falls back to another
// address on its own. Per tab and per shopper: another account signed in later in this browser starts afresh, and
// the memory ends with the tab. Storage may be refused (private windows, full quota): the choices then live only as
// long as the page, as before.

export interface CheckoutChoices {
  addressId: string | null;
  couponId: string;
}

const EMPTY: CheckoutChoices = { addressId: null, couponId: '' };

function keyFor(userId: string): string {
  return `littlehope.checkout.${userId}`;
}

export function rememberedChoices(userId: string | undefined): CheckoutChoices {
  if (!userId) return EMPTY;
  const stored = readStoredJson('session', keyFor(userId)) as Partial<CheckoutChoices> | null;
  if (!stored) return EMPTY;
  return {
    addressId: typeof stored.addressId === 'string' ? stored.addressId : null,
    couponId: typeof stored.couponId === 'string' ? stored.couponId : '',
  };
}

export function rememberChoices(userId: string | undefined, choices: CheckoutChoices): void {
  // Not remembered when refused; the choice itself still holds on this page.
  if (userId) writeStored('session', keyFor(userId), JSON.stringify(choices));
}

/** After an order is placed: the next checkout starts from the default address and no coupon. */
export function forgetChoices(userId: string | undefined): void {
  if (userId) removeStored('session', keyFor(userId));
}

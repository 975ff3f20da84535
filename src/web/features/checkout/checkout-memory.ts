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
  try {
    const raw = window.sessionStorage.getItem(keyFor(userId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<CheckoutChoices> | null;
    return {
      addressId: typeof parsed?.addressId === 'string' ? parsed.addressId : null,
      couponId: typeof parsed?.couponId === 'string' ? parsed.couponId : '',
    };
  } catch {
    return EMPTY;
  }
}

export function rememberChoices(userId: string | undefined, choices: CheckoutChoices): void {
  if (!userId) return;
  try {
    window.sessionStorage.setItem(keyFor(userId), JSON.stringify(choices));
  } catch {
    // Not remembered; the choice itself still holds on this page.
  }
}

/** After an order is placed: the next checkout starts from the default address and no coupon. */
export function forgetChoices(userId: string | undefined): void {
  if (!userId) return;
  try {
    window.sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing was remembered.
  }
}

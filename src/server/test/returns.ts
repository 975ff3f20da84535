import type { LoggedIn } from './orders';

// The return and exchange requests the API tests send, as the shopper's return form sends them: one line of size
// 4-5 y; a return is refunded to UPI, an exchange asks for the next size up.

export const TEST_REFUND_UPI = { upiId: 'asha.rao@okaxis' };

export function returnRequest(
  orderId: string,
  productId: string,
  options: { kind?: 'return' | 'exchange'; quantity?: number; reason?: string } = {},
) {
  const kind = options.kind ?? 'return';
  const line = { productId, size: '4-5 y', quantity: options.quantity ?? 1 };
  return kind === 'return'
    ? { orderId, kind, items: [line], reason: options.reason ?? 'too-small', refundTo: TEST_REFUND_UPI }
    : { orderId, kind, items: [{ ...line, exchangeSize: '6-7 y' }], reason: options.reason ?? 'too-small' };
}

export function askForReturn(shopper: LoggedIn, payload: object) {
  return shopper.browser.request({ method: 'POST', url: '/api/user/returns', payload });
}

import { expect } from 'vitest';
import { codOrderPayload, createAddress, createProduct } from './fixtures';
import type { TestApp } from './harness';
import type { LoggedIn } from './orders';
import { loggedIn } from './sessions';

/**
 * A UPI order placed through the API (the shop must have a UPI ID): one piece in size 4-5 y of a new product
 * (₹699) or of the one given, to a new saved address, by a new shopper unless one is given.
 */
export async function placeUpiOrder(
  t: TestApp,
  options: { shopper?: LoggedIn; product?: Awaited<ReturnType<typeof createProduct>> } = {},
) {
  const shopper = options.shopper ?? (await loggedIn(t));
  const address = await createAddress(t.database.db, shopper.user.id);
  const product = options.product ?? (await createProduct(t.database.db, { stock: { '4-5 y': 50 } }));
  const placed = await shopper.browser.request({
    method: 'POST',
    url: '/api/user/createOrder',
    payload: { ...codOrderPayload(address.id, product.id), paymentMethod: 'upi' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const body = placed.json() as { order: Record<string, unknown> & { _id: string }; upiUri: string };
  return { shopper, product, order: body.order, orderId: body.order._id, upiUri: body.upiUri };
}

/** POST /api/user/orders/:orderId/utr as `shopper`. */
export function giveUtr(shopper: LoggedIn, orderId: string, utr: unknown) {
  return shopper.browser.request({
    method: 'POST',
    url: `/api/user/orders/${orderId}/utr`,
    payload: { utr },
  });
}

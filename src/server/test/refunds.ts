import { expect } from 'vitest';
import { codOrderBody, createAddress, createCoupon, createProduct } from './fixtures';
import type { TestApp } from './harness';
import { moveOrder, type LoggedIn } from './orders';
import { askForReturn, TEST_REFUND_UPI } from './returns';
import { loggedIn } from './sessions';

// A delivered order for the refund and credit note tests: 2 × "A Frock" and 1 × "B Tee" (₹699 each), a ₹100
// coupon and the ₹20 platform fee, to Bengaluru (the demo seller's state: CGST + SGST) or Pune (IGST). Its
// invoice is issued when it ships.

export async function deliveredCouponOrder(
  t: TestApp,
  admin: LoggedIn,
  options: { zipCode?: string; coupon?: boolean; shopper?: LoggedIn } = {},
) {
  const shopper = options.shopper ?? (await loggedIn(t));
  const db = t.database.db;
  const address = await createAddress(db, shopper.user.id, {
    zipCode: options.zipCode ?? '560029',
    city: options.zipCode === '411001' ? 'Pune' : 'Bengaluru',
  });
  const frock = await createProduct(db, { name: 'A Frock', stock: { '4-5 y': 20, '6-7 y': 5 } });
  const tee = await createProduct(db, { name: 'B Tee', stock: { '4-5 y': 20, '6-7 y': 5 } });
  const coupon = options.coupon === false ? null : await createCoupon(db, { discountPaise: 10_000 });
  const placed = await shopper.browser.request({
    method: 'POST',
    url: '/api/user/createOrder',
    payload: codOrderBody(
      address.id,
      [
        { productId: frock.id, size: '4-5 y', quantity: 2 },
        { productId: tee.id, size: '4-5 y', quantity: 1 },
      ],
      coupon,
    ),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order._id as string;
  await moveOrder(admin, orderId, 'confirmed', 'shipped', 'delivered');
  return { shopper, orderId, frock, tee };
}

/** A return of the pieces given, refunded to UPI, asked for by the shopper; the request as answered. */
export async function askReturn(
  shopper: LoggedIn,
  orderId: string,
  items: Array<{ productId: string; quantity: number }>,
) {
  const answer = await askForReturn(shopper, {
    orderId,
    kind: 'return',
    reason: 'too-small',
    refundTo: TEST_REFUND_UPI,
    items: items.map((item) => ({ ...item, size: '4-5 y' })),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { _id: string; refundAmount: number; creditNoteNumber: string | null };
}

/** The shop takes a return through approved and received to refunded; the last answer. */
export async function refundReturn(admin: LoggedIn, returnId: string, reference = 'UPI998877') {
  const step = (payload: object) =>
    admin.browser.request({ method: 'PUT', url: `/api/admin/returns/${returnId}`, payload });
  for (const status of ['approved', 'received']) expect((await step({ status })).statusCode).toBe(200);
  return step({ status: 'refunded', refundReference: reference });
}

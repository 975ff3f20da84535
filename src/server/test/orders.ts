import { expect } from 'vitest';
import type { Size } from '../../contract/constants';
import type { OrderStatus } from '../../contract/order-status';
import type { addresses } from '../db/schema';
import { codOrderPayload, createAddress, createProduct } from './fixtures';
import type { TestApp } from './harness';
import { loggedIn } from './sessions';

export type LoggedIn = Awaited<ReturnType<typeof loggedIn>>;

/**
 * A cash-on-delivery order placed through the API, as a shopper's browser places it: one line in size 4-5 y of a
 * new product (₹999, sold at ₹699) or of the one given, to a new saved address. A new shopper unless one is given.
 */
export async function placeCodOrder(
  t: TestApp,
  options: {
    shopper?: LoggedIn;
    quantity?: number;
    /** Stock of the new product; not with `product`. */
    stock?: Partial<Record<Size, number>>;
    /** A product made before, e.g. one whose stock the test reads before and after. */
    product?: Awaited<ReturnType<typeof createProduct>>;
    address?: Partial<typeof addresses.$inferInsert>;
  } = {},
) {
  const shopper = options.shopper ?? (await loggedIn(t));
  const address = await createAddress(t.database.db, shopper.user.id, options.address);
  const product =
    options.product ?? (await createProduct(t.database.db, { stock: options.stock ?? { '4-5 y': 50 } }));
  const placed = await shopper.browser.request({
    method: 'POST',
    url: '/api/user/createOrder',
    payload: codOrderPayload(address.id, product.id, options.quantity ?? 1),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as Record<string, unknown> & { _id: string };
  return { shopper, address, product, order, orderId: order._id };
}

/** Moves an order through the statuses given, one call each, as the admin's status choice does. */
export async function moveOrder(admin: LoggedIn, orderId: string, ...statuses: OrderStatus[]): Promise<void> {
  for (const status of statuses) {
    const moved = await admin.browser.request({
      method: 'PUT',
      url: '/api/admin/updateOrderStatus',
      payload: { orderId, Ostatus: status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

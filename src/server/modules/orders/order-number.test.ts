import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortOrderId } from '../../../contract/order-texts';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { placeCodOrder } from '../../test/orders';
import { loggedIn } from '../../test/sessions';

// An order's number (the id's last six characters) is what a UPI note, a courier's label and the owner's search
// carry, so no two orders may share one (order-number.ts). Ids are random: the tests make them repeat on purpose.

/** A fresh random id that ends like `id`: the same number, another order. */
const sameNumberAs = (id: string) => `${crypto.randomUUID().slice(0, -6)}${id.slice(-6)}`;

/** The shop's next ids are these, in turn, and then random ones again; returns what has not been drawn yet. */
function drawIdsInTurn(ids: string[]): string[] {
  const draws = [...ids];
  const realUuid = crypto.randomUUID.bind(crypto);
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => (draws.shift() as never) ?? realUuid());
  return draws;
}

describe('order numbers', () => {
  const t = useTestApp();
  afterEach(() => vi.restoreAllMocks());

  it('gives a new order another id when the first one drawn repeats an order number', async () => {
    const first = await placeCodOrder(t);
    const repeat = sameNumberAs(first.orderId);
    const fresh = crypto.randomUUID();
    const draws = drawIdsInTurn([repeat, fresh]);

    const second = await placeCodOrder(t);

    expect(draws).toEqual([]);
    expect(second.orderId).toBe(fresh);
    expect(shortOrderId(second.orderId)).not.toBe(shortOrderId(first.orderId));
    const admin = await loggedIn(t, 'admin');
    const found = await admin.browser.request({
      method: 'GET',
      url: `/api/admin/getAllOrders?q=${shortOrderId(first.orderId)}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain(first.orderId);
    expect(JSON.stringify(found.json())).not.toContain(fresh);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'two orders placed at the same moment with the same number drawn: both placed, under two numbers',
    async () => {
      const db = t.database.db;
      const product = await createProduct(db, { stock: { '4-5 y': 20 } });
      const shoppers = await Promise.all(
        [0, 1].map(async () => {
          const shopper = await loggedIn(t);
          return { shopper, address: await createAddress(db, shopper.user.id) };
        }),
      );
      const shared = crypto.randomUUID();
      const twin = sameNumberAs(shared);
      const draws = drawIdsInTurn([shared, twin]);

      const answers = await Promise.all(
        shoppers.map(({ shopper, address }) =>
          shopper.browser.request({
            method: 'POST',
            url: '/api/user/createOrder',
            payload: codOrderPayload(address.id, product.id),
          }),
        ),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const ids = answers.map((answer) => (answer.json().order as { _id: string })._id);
      expect(draws).toEqual([]);
      // One of the two kept the number drawn; the other was placed under a new one.
      expect(ids.filter((id) => id === shared || id === twin)).toHaveLength(1);
      expect(new Set(ids.map(shortOrderId)).size).toBe(2);
    },
  );
});

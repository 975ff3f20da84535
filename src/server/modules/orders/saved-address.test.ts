import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, VALIDATION } from '../../../contract/messages';
import { orders, productSizes } from '../../db/schema';
import { codOrderPayload, createAddress, createProduct } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// createOrder names the delivery address by its id or, as the original client does, by its five fields. Either
// way the order ships only to an address the shopper saved.

describe('createOrder: which saved address', () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function setUp() {
    const shopper = await loggedIn(t);
    const address = await createAddress(db(), shopper.user.id, {
      house: 'Flat 12B, Lotus Apartments',
      area: 'MG Road',
      state: 'Maharashtra',
    });
    const product = await createProduct(db(), { stock: { '4-5 y': 5 } });
    const fields = {
      fullName: address.fullName,
      landmark: address.landmark,
      city: address.city,
      zipCode: address.zipCode,
      mobileNo: address.mobileNo,
    };
    const place = (addressInfo: unknown) =>
      shopper.browser.request({
        method: 'POST',
        url: '/api/user/createOrder',
        payload: { ...codOrderPayload(address.id, product.id), addressInfo },
      });
    const ordersOf = () => db().select().from(orders).where(eq(orders.userId, shopper.user.id));
    const stock = async () =>
      (await db().select().from(productSizes).where(eq(productSizes.productId, product.id)))[0]!.stock;
    /** What the order keeps: every field of the saved address, those the five do not name included. */
    const kept = {
      ...fields,
      house: address.house,
      area: address.area,
      state: 'Maharashtra',
      addressType: 'home',
    };
    return { shopper, address, fields, kept, place, ordersOf, stock };
  }

  it('accepts the five fields of a saved address, without an id, and ships to that address', async () => {
    const { fields, kept, place } = await setUp();
    const placed = await place(fields);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.addressInfo).toEqual(kept);
  });

  it('forgives spaces around the fields, and stores the address as saved', async () => {
    const { fields, kept, place } = await setUp();
    const placed = await place({ ...fields, fullName: ` ${fields.fullName}  `, city: `${fields.city}\n` });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.addressInfo).toEqual(kept);
  });

  it.each([
    ['fullName', 'Someone Else'],
    ['landmark', 'Behind the station'],
    ['city', 'Mumbai'],
    ['zipCode', '400001'],
    ['mobileNo', '9000000001'],
  ])('refuses an address whose %s differs from every saved one, changing nothing', async (field, value) => {
    const { fields, place, ordersOf, stock } = await setUp();
    const refused = await place({ ...fields, [field]: value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.addressNotSaved);
    expect(await ordersOf()).toEqual([]);
    expect(await stock()).toBe(5);
  });

  it("refuses another shopper's saved address, by its fields or by its id", async () => {
    const { place } = await setUp();
    const stranger = await loggedIn(t);
    const theirs = await createAddress(db(), stranger.user.id, { fullName: 'Ravi Kumar', city: 'Chennai' });
    const { id, userId: _owner, cod: _cod, createdAt: _created, ...theirFields } = theirs;
    const byFields = await place(theirFields);
    expect(byFields.statusCode).toBe(400);
    expect(byFields.json().message).toBe(ORDER_MESSAGES.addressNotSaved);
    const byId = await place({ _id: id, ...theirFields });
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe(VALIDATION.addressNotFound);
  });

  it('keeps the cash-on-delivery rule when the address is named by its fields', async () => {
    const { shopper, place } = await setUp();
    const island = await createAddress(db(), shopper.user.id, { zipCode: '744101', cod: false });
    const { id: _id, userId: _owner, cod: _cod, createdAt: _created, ...fields } = island;
    const refused = await place(fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.noCodForAddress);
  });

  it.each([
    ['a field missing', (f: Record<string, string>) => ({ ...f, mobileNo: undefined })],
    ['a field that is not text', (f: Record<string, string>) => ({ ...f, zipCode: 411001 })],
    ['nothing', () => undefined],
    ['a malformed id', () => 'not-an-id'],
  ])('answers %s with 400 and a clear message', async (_case, make) => {
    const { fields, place } = await setUp();
    const refused = await place(make(fields));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VALIDATION.addressNotFound);
  });
});

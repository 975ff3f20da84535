import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { backfillAddressStates } from '../../pin-directory/backfill-address-states';
import { createAddress } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { ADDRESS_MESSAGES } from '../../../contract/messages';

describe('addresses API', () => {
  const t = useTestApp();
  const valid = {
    name: 'Asha Rao',
    landmark: 'Near City Mall',
    city: 'Pune',
    zip: '411001',
    mobile: '9876543210',
  };

  it('adds, lists and deletes your own addresses, deciding state and cash on delivery from the PIN code', async () => {
    const { browser } = await loggedIn(t);
    const added = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...valid, cod: false },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toMatchObject({
      fullName: 'Asha Rao',
      zipCode: '411001',
      mobileNo: '9876543210',
      cod: true,
      state: 'Maharashtra',
    });
    const islands = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...valid, city: 'Port Blair', zip: '744101' },
    });
    expect(islands.json().address).toMatchObject({ cod: false, state: 'Andaman and Nicobar Islands' });
    const list = await browser.request({ method: 'GET', url: '/api/user/getAddress' });
    expect(list.json().addresses).toHaveLength(2);
    const id = added.json().address._id;
    expect(
      (await browser.request({ method: 'DELETE', url: `/api/user/deleteAddress/${id}` })).statusCode,
    ).toBe(200);
    expect(
      (await browser.request({ method: 'GET', url: '/api/user/getAddress' })).json().addresses,
    ).toHaveLength(1);
  });

  it("answers 404 for another shopper's address and keeps it", async () => {
    const owner = await loggedIn(t);
    const stranger = await loggedIn(t);
    const added = await owner.browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: valid,
    });
    const id = added.json().address._id;
    expect(
      (await stranger.browser.request({ method: 'DELETE', url: `/api/user/deleteAddress/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await owner.browser.request({ method: 'GET', url: '/api/user/getAddress' })).json().addresses,
    ).toHaveLength(1);
  });

  it('tells the address form the city and state of a PIN code, and refuses one we cannot deliver to', async () => {
    const { browser } = await loggedIn(t);
    const known = await browser.request({ method: 'GET', url: '/api/user/pinCode/560029' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ pinCode: '560029', city: 'Bangalore', state: 'Karnataka', cod: true });
    const unknown = await browser.request({ method: 'GET', url: '/api/user/pinCode/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We don't deliver to this PIN code yet");
    const malformed = await browser.request({ method: 'GET', url: '/api/user/pinCode/12ab' });
    expect(malformed.statusCode).toBe(404);
    const refused = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...valid, zip: '999999' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { zip: "We don't deliver to this PIN code yet" } });
  });

  it('gives addresses saved before states were kept their state from the PIN code', async () => {
    const { user } = await loggedIn(t);
    const old = await createAddress(t.database.db, user.id, { zipCode: '600017', state: null });
    const unlisted = await createAddress(t.database.db, user.id, { zipCode: '999999', state: null });
    expect(await backfillAddressStates(t.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows.find((row) => row.id === old.id)?.state).toBe('Tamil Nadu');
    expect(rows.find((row) => row.id === unlisted.id)?.state).toBeNull();
    expect(await backfillAddressStates(t.database.db)).toBe(0);
  });

  it.each([
    [{ zip: '011001' }, 'zip', ADDRESS_MESSAGES.zip],
    [{ mobile: '12345' }, 'mobile', ADDRESS_MESSAGES.mobile],
    [{ name: '' }, 'name', ADDRESS_MESSAGES.fullName],
    [{ city: undefined }, 'city', ADDRESS_MESSAGES.city],
  ])('refuses %o with 400 and the field message', async (change, field, message) => {
    const { browser } = await loggedIn(t);
    const response = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...valid, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('asks visitors to log in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/getAddress' })).statusCode).toBe(401);
  });
});

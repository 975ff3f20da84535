import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { backfillAddressStates } from '../../pin-directory/backfill-address-states';
import { createAddress } from '../../test/fixtures';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';
import { ADDRESS_MESSAGES, ADDRESS_TEXT } from '../../../contract/messages';

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

  const whole = {
    fullName: 'Asha Rao',
    mobileNo: '9876543210',
    house: 'Flat 12B, Lotus Apartments',
    area: 'MG Road, Shivajinagar',
    landmark: 'Opposite City Mall',
    city: 'Pune',
    zipCode: '411005',
    addressType: 'work',
  };

  const list = async (browser: Awaited<ReturnType<typeof loggedIn>>['browser']) =>
    (await browser.request({ method: 'GET', url: '/api/user/getAddress' })).json().addresses as {
      _id: string;
      isDefault: boolean;
      house: string;
    }[];

  it('saves a whole Indian address, its state from the PIN code, the first one the default', async () => {
    const { browser } = await loggedIn(t);
    const added = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...whole, state: 'Kerala', cod: false },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toEqual({
      _id: expect.any(String),
      ...whole,
      state: 'Maharashtra',
      cod: true,
      isDefault: true,
    });
    const second = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...whole, landmark: undefined, addressType: undefined, house: 'House 4' },
    });
    expect(second.json().address).toMatchObject({ landmark: '', addressType: 'home', isDefault: false });
    const saved = await list(browser);
    expect(saved.map((address) => [address.house, address.isDefault])).toEqual([
      [whole.house, true],
      ['House 4', false],
    ]);
  });

  it("keeps the spec's five fields working: the landmark is the street line, house and area empty", async () => {
    const { browser } = await loggedIn(t);
    const added = await browser.request({ method: 'POST', url: '/api/user/addAddress', payload: valid });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toMatchObject({
      fullName: 'Asha Rao',
      landmark: 'Near City Mall',
      city: 'Pune',
      zipCode: '411001',
      mobileNo: '9876543210',
      house: '',
      area: '',
      addressType: 'home',
      state: 'Maharashtra',
      isDefault: true,
    });
  });

  it.each([
    [{ house: '' }, 'house', ADDRESS_MESSAGES.house],
    [{ area: undefined }, 'area', ADDRESS_MESSAGES.area],
    [{ zipCode: '41100' }, 'zipCode', ADDRESS_MESSAGES.zip],
    [{ zipCode: '999999' }, 'zipCode', ADDRESS_MESSAGES.unknownPin],
    [{ mobileNo: '12345' }, 'mobileNo', ADDRESS_MESSAGES.mobile],
    [{ addressType: 'office' }, 'addressType', ADDRESS_MESSAGES.addressType],
  ])(
    'refuses a whole address with %o: 400 naming the field, nothing saved',
    async (change, field, message) => {
      const { browser } = await loggedIn(t);
      const response = await browser.request({
        method: 'POST',
        url: '/api/user/addAddress',
        payload: { ...whole, ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
      expect(await list(browser)).toHaveLength(0);
    },
  );

  it('edits your own address, with a new PIN giving a new state, and refuses a PIN not in the directory', async () => {
    const { browser } = await loggedIn(t);
    const id = (await browser.request({ method: 'POST', url: '/api/user/addAddress', payload: whole })).json()
      .address._id;
    const edited = await browser.request({
      method: 'PUT',
      url: `/api/user/address/${id}`,
      payload: {
        ...whole,
        house: 'No. 7, 2nd Cross',
        area: 'Koramangala',
        city: 'Bengaluru',
        zipCode: '560034',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toMatchObject({
      _id: id,
      house: 'No. 7, 2nd Cross',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      isDefault: true,
    });
    const refused = await browser.request({
      method: 'PUT',
      url: `/api/user/address/${id}`,
      payload: { ...whole, zipCode: '999999' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ADDRESS_MESSAGES.unknownPin });
    const missing = await browser.request({
      method: 'PUT',
      url: `/api/user/address/${id}`,
      payload: { ...whole, area: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { area: ADDRESS_MESSAGES.area } });
    expect((await list(browser))[0]).toMatchObject({ house: 'No. 7, 2nd Cross' });
  });

  it("answers 404 for another shopper's address on edit and default, and changes nothing", async () => {
    const owner = await loggedIn(t);
    const stranger = await loggedIn(t);
    await owner.browser.request({ method: 'POST', url: '/api/user/addAddress', payload: whole });
    const second = (
      await owner.browser.request({ method: 'POST', url: '/api/user/addAddress', payload: valid })
    ).json().address._id;
    const before = await list(owner.browser);
    const edit = await stranger.browser.request({
      method: 'PUT',
      url: `/api/user/address/${second}`,
      payload: { ...whole, house: 'Stranger house' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(ADDRESS_TEXT.notFound);
    const makeDefault = await stranger.browser.request({
      method: 'PUT',
      url: `/api/user/address/${second}/default`,
    });
    expect(makeDefault.statusCode).toBe(404);
    const unknownId = await owner.browser.request({
      method: 'PUT',
      url: '/api/user/address/not-an-id/default',
    });
    expect(unknownId.statusCode).toBe(404);
    expect(await list(owner.browser)).toEqual(before);
  });

  it('makes another address the default, one at a time, and the newest left takes over when the default goes', async () => {
    const { browser } = await loggedIn(t);
    const ids: string[] = [];
    for (const house of ['First', 'Second', 'Third'])
      ids.push(
        (
          await browser.request({ method: 'POST', url: '/api/user/addAddress', payload: { ...whole, house } })
        ).json().address._id,
      );
    const made = await browser.request({ method: 'PUT', url: `/api/user/address/${ids[0]!}/default` });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ message: ADDRESS_TEXT.madeDefault, address: { isDefault: true } });
    await browser.request({ method: 'PUT', url: `/api/user/address/${ids[1]!}/default` });
    expect(
      (await list(browser)).filter((address) => address.isDefault).map((address) => address._id),
    ).toEqual([ids[1]]);
    await browser.request({ method: 'DELETE', url: `/api/user/deleteAddress/${ids[1]!}` });
    expect((await list(browser)).find((address) => address.isDefault)?._id).toBe(ids[2]);
    const added = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...whole, house: 'Fourth', isDefault: true },
    });
    expect(
      (await list(browser)).filter((address) => address.isDefault).map((address) => address._id),
    ).toEqual([added.json().address._id]);
  });

  it('keeps one default when many are chosen at once', async () => {
    const { user, browser } = await loggedIn(t);
    const ids: string[] = [];
    for (let n = 0; n < 6; n++)
      ids.push(
        (
          await browser.request({
            method: 'POST',
            url: '/api/user/addAddress',
            payload: { ...whole, house: `House ${n}` },
          })
        ).json().address._id,
      );
    const answers = await Promise.all(
      [...ids, ...ids].map((id) =>
        browser.request({ method: 'PUT', url: `/api/user/address/${id}/default` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('saves the first addresses of a shopper sent at once with one default', async () => {
    const { user, browser } = await loggedIn(t);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        browser.request({
          method: 'POST',
          url: '/api/user/addAddress',
          payload: { ...whole, house: `H${n}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('the database itself refuses a second default for a shopper', async () => {
    const { user } = await loggedIn(t);
    await createAddress(t.database.db, user.id, { isDefault: true });
    await expect(createAddress(t.database.db, user.id, { isDefault: true })).rejects.toThrow();
  });

  it('asks visitors to log in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/getAddress' })).statusCode).toBe(401);
  });
});

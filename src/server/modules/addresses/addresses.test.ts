import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../contract/address';
import { useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

describe('addresses API', () => {
  const t = useTestApp();
  const valid = {
    name: 'Asha Rao',
    landmark: 'Near City Mall',
    city: 'Pune',
    zip: '411001',
    mobile: '9876543210',
  };

  it('adds, lists and deletes your own addresses, deciding cash on delivery from the PIN code', async () => {
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
    });
    const army = await browser.request({
      method: 'POST',
      url: '/api/user/addAddress',
      payload: { ...valid, zip: '900001' },
    });
    expect(army.json().address.cod).toBe(false);
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

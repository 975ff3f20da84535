import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../../contract/messages';
import { CookieJar, useTestApp } from '../../test/harness';
import { loggedIn } from '../../test/sessions';

// The shop sends from Bengaluru (560025, the default SHOP_PIN_CODE) with the default 14:00 IST cut-off.
// Wednesday 2 Dec 2026, 10:00 IST: parcels leave today.
const WEDNESDAY_MORNING = new Date('2026-12-02T10:00:00+05:30');

describe('GET /api/user/delivery', () => {
  const t = useTestApp();
  const guest = () => new CookieJar(() => t.app);
  const ask = (pin: string, browser = guest()) =>
    browser.request({ method: 'GET', url: `/api/user/delivery?pin=${encodeURIComponent(pin)}` });

  it.each([
    ['560001', 'Bangalore', 'Karnataka', 'sameCity', true, '2026-12-03', '2026-12-04'],
    ['570001', 'Mysore', 'Karnataka', 'sameState', true, '2026-12-04', '2026-12-05'],
    ['400001', 'Mumbai', 'Maharashtra', 'metroToMetro', true, '2026-12-04', '2026-12-07'],
    ['302001', 'Jaipur', 'Rajasthan', 'restOfIndia', true, '2026-12-07', '2026-12-09'],
    ['781001', 'Kamrup', 'Assam', 'northEastAndIslands', true, '2026-12-09', '2026-12-12'],
    [
      '744101',
      'South Andaman',
      'Andaman and Nicobar Islands',
      'northEastAndIslands',
      false,
      '2026-12-09',
      '2026-12-12',
    ],
  ])(
    'answers %s (%s) with its zone, cash on delivery and IST dates',
    async (pin, city, state, zone, cod, earliest, latest) => {
      t.clock.setTo(WEDNESDAY_MORNING);
      const response = await ask(pin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ pin, city, state, serviceable: true, cod, earliest, latest, zone });
    },
  );

  it('moves the dates a working day on after the cut-off and skips Sunday', async () => {
    t.clock.setTo(new Date('2026-12-05T15:00:00+05:30')); // Saturday afternoon: leaves Monday.
    expect((await ask('560001')).json()).toMatchObject({ earliest: '2026-12-08', latest: '2026-12-09' });
  });

  it('serves guests and signed-in shoppers alike, and lets the browser keep the answer a few minutes', async () => {
    t.clock.setTo(WEDNESDAY_MORNING);
    const { browser } = await loggedIn(t);
    const asGuest = await ask('560001');
    const asShopper = await ask('560001', browser);
    expect(asGuest.statusCode).toBe(200);
    expect(asShopper.json()).toEqual(asGuest.json());
    expect(asGuest.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers an Army Postal Service PIN as not serviceable, without dates', async () => {
    expect((await ask('901234')).json()).toEqual({
      pin: '901234',
      city: null,
      state: null,
      serviceable: false,
      cod: false,
      earliest: null,
      latest: null,
      zone: null,
    });
  });

  it('answers 404 with a message for six digits India Post does not list', async () => {
    const response = await ask('110000');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(DELIVERY_MESSAGES.unknownPin);
  });

  it.each(['56001', '0560001', '056001', 'abcdef', '5600011', '560 01', ''])(
    'answers 400 with a message for the malformed PIN %j',
    async (pin) => {
      const response = await ask(pin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(DELIVERY_MESSAGES.pin);
    },
  );

  it('answers 400 when the PIN is missing', async () => {
    const response = await guest().request({ method: 'GET', url: '/api/user/delivery' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DELIVERY_MESSAGES.pin);
  });
});

describe('GET /api/user/delivery from a Mumbai shop with an 11:00 cut-off', () => {
  const t = useTestApp({ SHOP_PIN_CODE: '400001', DISPATCH_CUTOFF_IST: '11:00' });

  it('counts zones from the configured PIN and dispatch from the configured cut-off', async () => {
    t.clock.setTo(new Date('2026-12-02T12:00:00+05:30')); // After 11:00: leaves Thursday.
    const response = await new CookieJar(() => t.app).request({
      method: 'GET',
      url: '/api/user/delivery?pin=401107',
    });
    expect(response.json()).toMatchObject({
      zone: 'sameState',
      earliest: '2026-12-05',
      latest: '2026-12-07',
    });
    const bengaluru = await new CookieJar(() => t.app).request({
      method: 'GET',
      url: '/api/user/delivery?pin=560001',
    });
    expect(bengaluru.json()).toMatchObject({
      zone: 'metroToMetro',
      earliest: '2026-12-05',
      latest: '2026-12-08',
    });
  });
});

describe('GET /api/user/delivery from a shop closed for Diwali', () => {
  const t = useTestApp({ SHOP_PIN_CODE: '400001', SHOP_CLOSED_DAYS: '2026-11-09,2026-11-10' });

  it('neither dispatches nor delivers on the festival days', async () => {
    t.clock.setTo(new Date('2026-11-07T16:00:00+05:30')); // Saturday after the cut-off; Sunday 8 Nov follows.
    const response = await new CookieJar(() => t.app).request({
      method: 'GET',
      url: '/api/user/delivery?pin=400050',
    });
    // Leaves Wednesday 11 Nov, arrives one or two working days later.
    expect(response.json()).toMatchObject({ zone: 'sameCity', earliest: '2026-11-12', latest: '2026-11-13' });
  });
});

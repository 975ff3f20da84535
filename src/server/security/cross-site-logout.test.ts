import { describe, expect, it } from 'vitest';
import { API_ERROR, SUCCESS } from '../../contract/messages';
import { createUser } from '../test/fixtures';
import { useTestApp } from '../test/harness';
import { browserOf } from '../test/sessions';

// GET /api/user/logout ends every session of the user: a link, redirect or image on another site must not be able
// to send it with the shopper's cookie (SameSite=Lax sends the cookie on a top-level navigation). The shop's own
// pages, which call it with fetch, keep working.

describe('logout from another site', () => {
  const t = useTestApp();
  const shopper = async () => browserOf(t, (await createUser(t.database.db)).id);
  const logout = (
    browser: Awaited<ReturnType<typeof shopper>>,
    headers: Record<string, string>,
    url = '/api/user/logout',
  ) => browser.request({ method: 'GET', url, headers });
  const stillLoggedIn = async (browser: Awaited<ReturnType<typeof shopper>>) =>
    (await browser.request({ method: 'GET', url: '/api/user/me' })).statusCode === 200;

  it('refuses a top-level navigation from another site, however the path is spelled', async () => {
    const browser = await shopper();
    for (const url of ['/api/user/logout', '/%61pi/user/logout', '/api/user/log%6Fut?next=/']) {
      const navigation = await logout(
        browser,
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        url,
      );
      expect(navigation.statusCode, url).toBe(403);
      expect(navigation.json()).toEqual({ message: API_ERROR.foreignOrigin });
    }
    // A sibling subdomain is another site's page too; so is an old browser's foreign Referer.
    expect((await logout(browser, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await logout(browser, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect(await stillLoggedIn(browser)).toBe(true);
  });

  it('works for the shop’s own pages, the address bar and non-browser clients', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { referer: 'http://localhost:3000/profile', host: 'localhost:3000' },
      {},
    ];
    for (const headers of cases) {
      const browser = await shopper();
      const out = await logout(browser, headers);
      expect(out.statusCode, JSON.stringify(headers)).toBe(200);
      expect(out.json()).toEqual({ message: SUCCESS.loggedOut });
      expect(await stillLoggedIn(browser)).toBe(false);
    }
  });

  it('refuses a cross-site POST on a percent-encoded path too (the Origin check follows the route)', async () => {
    const browser = await shopper();
    const response = await browser.request({
      method: 'POST',
      url: '/%61pi/user/addToCart',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: API_ERROR.foreignOrigin });
  });
});

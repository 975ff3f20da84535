import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '../../../contract/messages';
import { LANGUAGE_TEXT } from '../../../contract/messages/storefront-catalog';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { SHOPPER, cartOf } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setLanguage } from '../../lib/language/language-store';

// The language switch on the account page: the screens change language, the browser and the account keep it, and
// a session that brings the account's language is followed.

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe('the language of the storefront', () => {
  it('switches the account page to Hindi, keeps it in the browser and saves it to the account', async () => {
    const api = fakeApi({
      'GET /user/me': { body: { user: SHOPPER } },
      'GET /user/getCartItems': { body: cartOf([]) },
      'PUT /user/language': { body: { message: 'Saved.', language: 'hi' } },
    });
    const { user } = renderApp('/account');
    await user.selectOptions(await screen.findByLabelText(LANGUAGE_TEXT.label), 'hi');

    expect(await screen.findByText(MESSAGES_HI.ACCOUNT_TEXT.influencerTitle)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_TEXT.influencerTitle)).toBeNull();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(window.localStorage.getItem('littlehope.language')).toBe('hi');
    await waitFor(() =>
      expect(api.calls('PUT /user/language').map((call) => call.body)).toEqual([{ language: 'hi' }]),
    );
  });

  it('keeps the choice in the browser and says so when the account could not keep it', async () => {
    fakeApi({
      'GET /user/me': { body: { user: SHOPPER } },
      'GET /user/getCartItems': { body: cartOf([]) },
      // Every server keeps languages now: even a 404 means the account did not keep it.
      'PUT /user/language': { status: 404, body: {} },
    });
    const { user } = renderApp('/account');
    await user.selectOptions(await screen.findByLabelText(LANGUAGE_TEXT.label), 'hi');
    expect(await screen.findByText(MESSAGES_HI.ACCOUNT_TEXT.influencerTitle)).toBeTruthy();
    expect(await screen.findByText(MESSAGES_HI.LANGUAGE_TEXT.saveFailed)).toBeTruthy();
    expect(window.localStorage.getItem('littlehope.language')).toBe('hi');
  });

  it("adopts the account's language when the session brings it", async () => {
    fakeApi({
      'GET /user/me': { body: { user: { ...SHOPPER, language: 'hi' } } },
      'GET /user/getCartItems': { body: cartOf([]) },
    });
    renderApp('/account');
    expect(await screen.findByText(MESSAGES_HI.ACCOUNT_TEXT.influencerTitle)).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
  });
});

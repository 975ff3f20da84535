import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import { LANGUAGE_TEXT, SCREEN_TEXT } from '../../../contract/messages/storefront-catalog';
import { setLanguage } from '../../lib/language/language-store';
import { SHOPPER, cartOf, SAVE10_ADMIN, SAVE10_ID } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The toast sits outside the route table, so outside the back office's <EnglishOnly>: its dismiss button follows
// the shopper's language on the storefront and stays English in the back office.

/** The toast that says `text`: the card around its words. */
async function toastSaying(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text, { selector: '[role="alert"] p, [role="status"] p' })).parentElement!;
}

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe("the toast's dismiss button", () => {
  it('is in Hindi on the storefront when the parent reads Hindi', async () => {
    fakeApi({
      'GET /user/me': { body: { user: SHOPPER } },
      'GET /user/getCartItems': { body: cartOf([]) },
      'PUT /user/language': { status: 503, body: {} },
    });
    const { user } = renderApp('/account');
    // Hindi chosen on the account page; the account cannot keep it, which a toast says.
    await user.selectOptions(await screen.findByLabelText(LANGUAGE_TEXT.label), 'hi');
    const toast = await toastSaying(MESSAGES_HI.LANGUAGE_TEXT.saveFailed);
    expect(within(toast).getByRole('button', { name: MESSAGES_HI.SCREEN_TEXT.dismissMessage })).toBeTruthy();
  });

  it('is English in the back office, whatever language the browser chose', async () => {
    await setLanguage('hi');
    fakeApi({
      'GET /user/me': { body: { user: { ...SHOPPER, role: 'admin' } } },
      'GET /admin/getCoupon': { body: [SAVE10_ADMIN] },
      [`PUT /admin/coupons/${SAVE10_ID}/active`]: {
        body: { message: 'Coupon switched off.', coupon: { ...SAVE10_ADMIN, active: false } },
      },
    });
    const { user } = renderApp('/admin/coupon');
    const card = await screen.findByRole('article', { name: 'SAVE10' });
    await user.click(within(card).getByRole('button', { name: 'Switch off SAVE10' }));
    const question = await screen.findByRole('dialog', { name: 'Switch this coupon off?' });
    await user.click(within(question).getByRole('button', { name: 'Switch off' }));

    const toast = await toastSaying('Coupon switched off.');
    expect(within(toast).getByRole('button', { name: SCREEN_TEXT.dismissMessage })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES_HI.SCREEN_TEXT.dismissMessage })).toBeNull();
    expect(document.documentElement.lang).toBe('en-IN');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOPPER, SAVE10_ADMIN, SAVE10_ID } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The back office's coupons (/admin/coupon): the rules in words, the uses, and switching off only after a question.

function couponsPage() {
  const api = fakeApi({
    'GET /user/me': { body: { user: { ...SHOPPER, role: 'admin' } } },
    'GET /admin/getCoupon': { body: [SAVE10_ADMIN] },
    [`PUT /admin/coupons/${SAVE10_ID}/active`]: {
      body: { message: 'Coupon switched off.', coupon: { ...SAVE10_ADMIN, active: false } },
    },
  });
  return { api, ...renderApp('/admin/coupon') };
}

describe('admin coupons page', () => {
  it('shows each rule in words with its uses, and switches a coupon off only once confirmed', async () => {
    const { api, user } = couponsPage();
    const card = await screen.findByRole('article', { name: 'SAVE10' });
    expect(within(card).getByText('10% off up to ₹200 on orders above ₹999')).toBeTruthy();
    expect(within(card).getByText('3 of 50 uses')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit SAVE10' }).getAttribute('href')).toBe(
      `/admin/coupon/${SAVE10_ID}/edit`,
    );

    await user.click(within(card).getByRole('button', { name: 'Switch off SAVE10' }));
    const question = await screen.findByRole('dialog', { name: 'Switch this coupon off?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`PUT /admin/coupons/${SAVE10_ID}/active`)).toEqual([]);

    api.answer({ 'GET /admin/getCoupon': { body: [{ ...SAVE10_ADMIN, active: false }] } });
    await user.click(within(card).getByRole('button', { name: 'Switch off SAVE10' }));
    const again = await screen.findByRole('dialog', { name: 'Switch this coupon off?' });
    await user.click(within(again).getByRole('button', { name: 'Switch off' }));
    expect(api.calls(`PUT /admin/coupons/${SAVE10_ID}/active`).map((call) => call.body)).toEqual([
      { active: false },
    ]);
    expect(await within(card).findByText('Switched off')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Switch on SAVE10' })).toBeTruthy();
  });
});

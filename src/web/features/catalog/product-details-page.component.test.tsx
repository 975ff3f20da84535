import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ERROR, CART_TEXT } from '../../../contract/messages';
import { FROCK, FROCK_ID } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The product page when its product could not be loaded: a parent on a bad network is offered another try, not a
// dead end.

const DETAIL = `GET /user/productDetail/${FROCK_ID}`;

describe('product page', () => {
  it('offers to try again when the product could not be loaded, and shows it once it loads', async () => {
    const api = fakeApi({
      'GET /user/me': { status: 401, body: { message: 'Please log in.' } },
      [DETAIL]: { status: 429, body: { message: API_ERROR.tooManyRequests } },
    });
    const { user } = renderApp(`/productDetails/${FROCK_ID}`);
    const retry = await screen.findByRole('button', { name: CART_TEXT.loadFailedRetry });
    expect(retry.closest('[role="alert"]')?.textContent).toContain(API_ERROR.tooManyRequests);
    expect(screen.queryByRole('heading', { name: FROCK.name })).toBeNull();

    api.answer({ [DETAIL]: { body: { product: FROCK, similarProducts: [] } } });
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: FROCK.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CART_TEXT.loadFailedRetry })).toBeNull();
    expect(api.calls(DETAIL)).toHaveLength(2);
  });
});

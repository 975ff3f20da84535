import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, CART_TEXT, removeFromBagLabel } from '../../../contract/messages';
import { SCREEN_TEXT } from '../../../contract/messages/storefront-catalog';
import { FROCK, KURTA, cartLine, cartOf, signedInRoutes } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The bag (/cart): each line as the shopper can still buy it, or as no longer available.

/** The kurta set the shop has taken off sale since it was put in the bag, as the server answers such a line. */
const offSaleKurta = {
  ...cartLine(KURTA, '6-7 y', 2),
  available: 0,
  listed: false,
  problem: CART_MESSAGES.notAvailable,
};

describe('the bag', () => {
  it('shows a product taken off sale as no longer available: its name, size and remove button, no price', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /user/getCartItems': { body: cartOf([cartLine(FROCK, '2-3 y', 1), offSaleKurta]) },
      'GET /user/getAddress': { body: { addresses: [] } },
    });
    renderApp('/cart');

    const kurta = (await screen.findByRole('link', { name: KURTA.name })).closest('li')!;
    const line = within(kurta);
    expect(line.getByText(CART_MESSAGES.notAvailable)).toBeTruthy();
    expect(line.getByText(`${CART_TEXT.size}: 6-7 y`)).toBeTruthy();
    expect(line.getByRole('button', { name: removeFromBagLabel(KURTA.name, '6-7 y') })).toBeTruthy();
    expect(line.queryByText(/₹/)).toBeNull();
    expect(line.queryByText(SCREEN_TEXT.originalPrice.trim())).toBeNull();
    expect(line.queryByRole('combobox')).toBeNull();

    // The line that can be bought keeps its price, its struck MRP and its quantity.
    const frock = within(screen.getByRole('link', { name: FROCK.name }).closest('li')!);
    expect(frock.getByText('₹999')).toBeTruthy();
    expect(frock.getByText('₹1,299')).toBeTruthy();
    expect(frock.getByRole('combobox')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, DELIVERY_TEXT } from '../../../contract/messages';
import { FROCK, FROCK_ID, deliveryTo } from '../../test/api-answers';
import { fakeApi, heldReply, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// "Check delivery" on the product page, for a guest: the PIN, the answer or the error, and the remembered PIN.

const pinOf = (request: FakeRequest) => new URL(request.path, 'http://shop.test').searchParams.get('pin');

function productPage(delivery: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in.' } },
    [`GET /user/productDetail/${FROCK_ID}`]: { body: { product: FROCK, similarProducts: [] } },
    'GET /user/delivery': delivery,
  });
  return { api, ...renderApp(`/productDetails/${FROCK_ID}`) };
}

async function deliveryBox() {
  return within(await screen.findByRole('region', { name: DELIVERY_TEXT.title }));
}

afterEach(() => window.localStorage.clear());

describe('Check delivery on the product page', () => {
  it('answers the dates, the place and cash on delivery, announced, and remembers the PIN', async () => {
    const { api, user } = productPage({
      body: deliveryTo('560001', 'Bangalore', 'Karnataka', '2026-12-03', '2026-12-05'),
    });
    const box = await deliveryBox();
    const pin = box.getByLabelText(DELIVERY_TEXT.pinLabel);
    expect(box.getByRole('button', { name: DELIVERY_TEXT.check })).toHaveProperty('disabled', true);

    await user.type(pin, '56-00 01');
    expect(pin).toHaveProperty('value', '560001');
    await user.click(box.getByRole('button', { name: DELIVERY_TEXT.check }));

    const answer = await box.findByText('Delivery by Thu, 3 Dec – Sat, 5 Dec');
    expect(answer.closest('[aria-live="polite"]')?.id).toBe(pin.getAttribute('aria-describedby'));
    expect(box.getByText('Bangalore, Karnataka')).toBeTruthy();
    expect(box.getByText(DELIVERY_TEXT.codAvailable)).toBeTruthy();
    expect(api.calls('GET /user/delivery').map(pinOf)).toEqual(['560001']);
    expect(window.localStorage.getItem('littlehope.deliveryPin')).toBe('560001');
  });

  it('asks at once for the PIN remembered from an earlier visit', async () => {
    window.localStorage.setItem('littlehope.deliveryPin', '744101');
    const { api } = productPage({
      body: deliveryTo(
        '744101',
        'South Andaman',
        'Andaman and Nicobar Islands',
        '2026-12-09',
        '2026-12-12',
        false,
      ),
    });
    const box = await deliveryBox();
    expect(box.getByLabelText(DELIVERY_TEXT.pinLabel)).toHaveProperty('value', '744101');
    expect(await box.findByText('Delivery by Wed, 9 Dec – Sat, 12 Dec')).toBeTruthy();
    expect(box.getByText(DELIVERY_TEXT.codUnavailable)).toBeTruthy();
    expect(api.calls('GET /user/delivery').map(pinOf)).toEqual(['744101']);
  });

  it("shows the server's refusal, marks the field, and does not remember a PIN without an answer", async () => {
    const { user } = productPage({ status: 404, body: { message: DELIVERY_MESSAGES.unknownPin } });
    const box = await deliveryBox();
    const pin = box.getByLabelText(DELIVERY_TEXT.pinLabel);
    await user.type(pin, '110000{Enter}');
    expect(await box.findByText(DELIVERY_MESSAGES.unknownPin)).toBeTruthy();
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem('littlehope.deliveryPin')).toBeNull();
  });

  it('says it is checking while the answer is on its way, and that an APO PIN gets no date', async () => {
    const held = heldReply();
    const apo = {
      body: {
        pin: '901234',
        city: null,
        state: null,
        serviceable: false,
        cod: false,
        earliest: null,
        latest: null,
        zone: null,
      },
    };
    const { user } = productPage(held.route);
    const box = await deliveryBox();
    await user.type(box.getByLabelText(DELIVERY_TEXT.pinLabel), '901234');
    await user.click(box.getByRole('button', { name: DELIVERY_TEXT.check }));
    const checking = await box.findByRole('button', { name: DELIVERY_TEXT.checking });
    expect(checking).toHaveProperty('disabled', true);
    held.release(apo);
    expect(await box.findByText(DELIVERY_TEXT.notServiceable)).toBeTruthy();
    await waitFor(() => expect(box.getByRole('button', { name: DELIVERY_TEXT.check })).toBeTruthy());
  });
});

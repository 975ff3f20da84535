import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../contract/dates';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
import type { ReturnRequest } from '../../../contract/returns';
import { setLanguage } from '../../lib/language/language-store';
import { FROCK, FROCK_ID, KURTA, KURTA_ID, ORDER_ID, order, signedInRoutes } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// "Return or exchange" (/order/:orderId/return): what the form lets a parent send, and what it says when not.

const CREATE = 'POST /user/returns';
const PREVIEW = 'POST /user/returns/refund-preview';

function returnPage(deliveredDaysAgo = 2, returns: ReturnRequest[] = []) {
  const deliveredAt = new Date(Date.now() - deliveredDaysAgo * DAY_MS).toISOString();
  const api = fakeApi({
    ...signedInRoutes(),
    [`GET /user/orderDetails/${ORDER_ID}`]: { body: order({ status: 'delivered', deliveredAt }) },
    // The stock per size of each ordered product: the frock's 4-5 y is sold out.
    [`GET /user/productDetail/${FROCK_ID}`]: { body: { product: FROCK, similarProducts: [] } },
    [`GET /user/productDetail/${KURTA_ID}`]: { body: { product: KURTA, similarProducts: [] } },
    'GET /user/returns': { body: { returns } },
    // The server's price of the pieces chosen, shown before sending: here 2 kurtas.
    [PREVIEW]: {
      body: {
        refundAmount: 2398,
        platformFee: 0,
        items: [{ productId: KURTA_ID, size: '6-7 y', quantity: 2, refundAmount: 2398 }],
      },
    },
  });
  return { api, ...renderApp(`/order/${ORDER_ID}/return`) };
}

/** The form's message: the text of its alert (empty while there is none). */
function formMessage(): string | null {
  const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
  return within(form).getByRole('alert').textContent;
}

describe('return request page', () => {
  it('asks for a piece, then a reason, before sending anything', async () => {
    const { api, user } = returnPage();
    const send = await screen.findByRole('button', { name: 'Send request' });

    await user.click(send);
    expect(formMessage()).toBe(RETURN_MESSAGES.noItems);

    await user.click(screen.getByRole('checkbox', { name: /Sunflower Frock · 2-3 y/ }));
    await user.click(send);
    expect(formMessage()).toBe(RETURN_MESSAGES.reason);

    expect(api.calls(CREATE)).toEqual([]);
  });

  it('offers only sizes in stock for an exchange and sends the chosen one', async () => {
    const { api, user } = returnPage();
    await user.click(await screen.findByRole('checkbox', { name: /Sunflower Frock · 2-3 y/ }));

    const newSize = screen.getByRole('combobox', { name: 'New size' });
    await waitFor(() =>
      expect(within(newSize).getByRole('option', { name: '4-5 y (sold out)' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    await user.selectOptions(newSize, '6-7 y');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Too small');
    api.answer({ [CREATE]: { status: 201, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Returns' })).toBeTruthy();
    expect(api.calls(CREATE).map((call) => call.body)).toEqual([
      {
        orderId: ORDER_ID,
        kind: 'exchange',
        reason: 'too-small',
        items: [{ productId: FROCK_ID, size: '2-3 y', quantity: 1, exchangeSize: '6-7 y' }],
      },
    ]);
  });

  it('needs a valid UPI ID to refund a return to', async () => {
    const { api, user } = returnPage();
    await user.click(await screen.findByRole('radio', { name: 'Return for a refund' }));
    await user.click(screen.getByRole('checkbox', { name: /Festive Kurta Set · 6-7 y/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Damaged');
    const upi = screen.getByRole('textbox', { name: 'UPI ID' });
    // The refund is shown before the request is sent, as the server prices the pieces chosen.
    const refund = screen.getByRole('region', { name: 'Your refund' });
    await waitFor(() => expect(refund.textContent).toContain('Refund amount: ₹2,398'));
    expect(api.calls(PREVIEW).at(-1)!.body).toEqual({
      orderId: ORDER_ID,
      items: [{ productId: KURTA_ID, size: '6-7 y', quantity: 2 }],
    });

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(formMessage()).toBe(RETURN_MESSAGES.upiId);
    await user.type(upi, 'anita.sharma');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(formMessage()).toBe(RETURN_MESSAGES.upiId);
    expect(api.calls(CREATE)).toEqual([]);

    api.answer({ [CREATE]: { status: 201, body: {} } });
    await user.type(upi, '@okhdfc');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { level: 1, name: 'My Returns' });
    expect(api.calls(CREATE).map((call) => call.body)).toEqual([
      {
        orderId: ORDER_ID,
        kind: 'return',
        reason: 'damaged',
        items: [{ productId: KURTA_ID, size: '6-7 y', quantity: 2 }],
        refundTo: { upiId: 'anita.sharma@okhdfc' },
      },
    ]);
  });

  it("shows the server's message when it refuses the request, and stays on the form", async () => {
    const { api, user } = returnPage();
    api.answer({ [CREATE]: { status: 409, body: { message: 'This item has already been asked for.' } } });
    await user.click(await screen.findByRole('checkbox', { name: /Sunflower Frock · 2-3 y/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Too large');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(formMessage()).toBe('This item has already been asked for.'));
    expect(api.calls(CREATE)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Return or exchange' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no form once the 14 days have passed', async () => {
    returnPage(15);
    expect(await screen.findByText(RETURN_MESSAGES.windowClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});

/** A size exchange of the frock, approved by the shop: what My Returns lists after the form was sent. */
const EXCHANGE: ReturnRequest = {
  _id: 'e0e0e0e0-6666-4000-8000-000000000001',
  orderId: ORDER_ID,
  kind: 'exchange',
  status: 'approved',
  reason: 'too-small',
  items: [
    {
      productId: FROCK_ID,
      name: 'Sunflower Frock',
      size: '2-3 y',
      quantity: 1,
      exchangeSize: '4-5 y',
      refundAmount: 0,
    },
  ],
  refundTo: null,
  refundReference: null,
  refundAmount: 0,
  refundPlatformFee: 0,
  creditNoteNumber: null,
  history: [
    { status: 'requested', at: '2026-11-21T05:30:00.000Z', note: null },
    { status: 'approved', at: '2026-11-22T05:30:00.000Z', note: null },
  ],
  nextStatuses: ['received'],
  createdAt: '2026-11-21T05:30:00.000Z',
  updatedAt: '2026-11-22T05:30:00.000Z',
};

describe('the returns screens in English', () => {
  it('keep their words as they were', async () => {
    const { user } = returnPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Return or exchange' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to order #0000AB' })).toBeTruthy();
    expect(screen.getByText('12 days left to ask.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'What would you like?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Exchange for another size' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Items' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sunflower Frock · 2-3 y · ordered 1' })).toBeTruthy();
    const reason = screen.getByRole('combobox', { name: 'Reason' });
    expect(within(reason).getByRole('option', { name: 'Choose a reason' })).toBeTruthy();
    expect(within(reason).getByRole('option', { name: 'Too small' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Return for a refund' }));
    expect(screen.getByRole('group', { name: 'Refund to (cash on delivery)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'UPI ID' }).getAttribute('placeholder')).toBe('name@bank');
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    for (const label of ['Account number', 'IFSC', 'Account holder'])
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your refund' }).textContent).toContain(
      'Choose the items to return to see your refund.',
    );
    expect(document.title).toMatch(/^Return or exchange/);
  });

  it('lists a request in My Returns with its tracker', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /user/returns': { body: { returns: [EXCHANGE] } } });
    renderApp('/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Returns' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Size exchange · Order #0000AB' }),
    ).toBeTruthy();
    expect(screen.getByText('1 × Sunflower Frock (2-3 y → 4-5 y)')).toBeTruthy();
    const tracker = screen.getByRole('list', { name: 'Progress' });
    expect(within(tracker).getByText('Approved').closest('[aria-current="step"]')).toBeTruthy();
  });
});

describe('the returns screens in Hindi', () => {
  afterEach(async () => {
    await setLanguage('en');
    window.localStorage.clear();
  });

  it('asks for a return or an exchange in Hindi, and checks the form in Hindi', async () => {
    await setLanguage('hi');
    const { api, user } = returnPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'वापसी या बदलाव' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(screen.getByRole('link', { name: '← ऑर्डर #0000AB पर वापस' })).toBeTruthy();
    expect(screen.getByText('अनुरोध करने के लिए 12 दिन बाकी हैं।')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'आप क्या चाहते हैं?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'सामान' })).toBeTruthy();
    const reason = screen.getByRole('combobox', { name: 'कारण' });
    expect(within(reason).getByRole('option', { name: 'कारण चुनें' })).toBeTruthy();
    expect(within(reason).getByRole('option', { name: 'बहुत छोटा' })).toBeTruthy();

    // The schema's check, written in English for the server, is shown in Hindi.
    const send = screen.getByRole('button', { name: 'अनुरोध भेजें' });
    await user.click(send);
    const form = send.closest('form')!;
    expect(within(form).getByRole('alert').textContent).toBe(MESSAGES_HI.RETURN_MESSAGES.noItems);

    await user.click(screen.getByRole('checkbox', { name: 'Sunflower Frock · 2-3 साल · 1 मँगाए' }));
    const newSize = screen.getByRole('combobox', { name: 'नया साइज़' });
    await waitFor(() =>
      expect(within(newSize).getByRole('option', { name: '4-5 साल (स्टॉक खत्म)' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    await user.click(send);
    expect(within(form).getByRole('alert').textContent).toBe('कृपया कारण चुनें।');

    await user.click(screen.getByRole('radio', { name: 'लौटाएँ और रिफ़ंड पाएँ' }));
    expect(screen.getByRole('group', { name: 'रिफ़ंड कहाँ भेजें (कैश ऑन डिलीवरी)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'आपका रिफ़ंड' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'बैंक खाता' }));
    for (const label of ['खाता नंबर', 'IFSC', 'खाताधारक का नाम'])
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await user.selectOptions(reason, 'बहुत छोटा');
    const upi = screen.getByRole('textbox', { name: 'UPI ID' });
    expect(upi.getAttribute('placeholder')).toBe('name@bank');
    await user.type(upi, 'anita.sharma');
    await user.click(send);
    expect(within(form).getByRole('alert').textContent).toBe(MESSAGES_HI.RETURN_MESSAGES.upiId);
    expect(api.calls(CREATE)).toEqual([]);
    expect(document.title).toMatch(/^वापसी या बदलाव/);
  });

  it('says in Hindi when the 14 days have passed', async () => {
    await setLanguage('hi');
    returnPage(15);
    expect(await screen.findByText(MESSAGES_HI.RETURN_MESSAGES.windowClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'अनुरोध भेजें' })).toBeNull();
  });

  it('lists a request in My Returns in Hindi', async () => {
    await setLanguage('hi');
    fakeApi({ ...signedInRoutes(), 'GET /user/returns': { body: { returns: [EXCHANGE] } } });
    renderApp('/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी वापसी' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'साइज़ बदलाव · ऑर्डर #0000AB' })).toBeTruthy();
    expect(screen.getByText('1 × Sunflower Frock (2-3 साल → 4-5 साल)')).toBeTruthy();
    expect(screen.getByText('बहुत छोटा')).toBeTruthy();
    const tracker = screen.getByRole('list', { name: 'प्रगति' });
    expect(within(tracker).getByText('स्वीकृत').closest('[aria-current="step"]')).toBeTruthy();
    expect(within(tracker).queryByText(/Approved|Requested/)).toBeNull();
  });

  it('says in Hindi that there are no returns yet', async () => {
    await setLanguage('hi');
    fakeApi({ ...signedInRoutes(), 'GET /user/returns': { body: { returns: [] } } });
    renderApp('/returns');
    expect(await screen.findByText(MESSAGES_HI.RETURN_TEXT.none)).toBeTruthy();
  });
});

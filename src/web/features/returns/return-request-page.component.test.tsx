import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../contract/dates';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { FROCK, FROCK_ID, KURTA, KURTA_ID, ORDER_ID, order, signedInRoutes } from '../../test/api-answers';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// "Return or exchange" (/order/:orderId/return): what the form lets a parent send, and what it says when not.

const CREATE = 'POST /user/returns';
const PREVIEW = 'POST /user/returns/refund-preview';

function returnPage(deliveredDaysAgo = 2) {
  const deliveredAt = new Date(Date.now() - deliveredDaysAgo * DAY_MS).toISOString();
  const api = fakeApi({
    ...signedInRoutes(),
    [`GET /user/orderDetails/${ORDER_ID}`]: { body: order({ status: 'delivered', deliveredAt }) },
    // The stock per size of each ordered product: the frock's 4-5 y is sold out.
    [`GET /user/productDetail/${FROCK_ID}`]: { body: { product: FROCK, similarProducts: [] } },
    [`GET /user/productDetail/${KURTA_ID}`]: { body: { product: KURTA, similarProducts: [] } },
    'GET /user/returns': { body: { returns: [] } },
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

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ERROR, FALLBACK } from '../../../contract/messages';
import { ORDER_ID, historyOf, order, signedInRoutes } from '../../test/api-answers';
import { fakeApi, heldReply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The shopper's order page (/order/:orderId): what a parent reads there, and cancelling.

const DETAIL = `GET /user/orderDetails/${ORDER_ID}`;
const HISTORY = `GET /user/orders/${ORDER_ID}/history`;
const CANCEL = `PUT /user/cancellOrder/${ORDER_ID}`;

function orderPage(answer = order()) {
  const api = fakeApi({
    ...signedInRoutes(),
    [DETAIL]: { body: answer },
    [HISTORY]: { body: historyOf(answer) },
  });
  return { api, ...renderApp(`/order/${ORDER_ID}`) };
}

/** The amount a bill shows against a row's label, e.g. 'Final Amount' → '₹3,918.00'. */
function billRow(bill: HTMLElement, label: string | RegExp): string | null | undefined {
  return within(bill).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('order detail page', () => {
  it('shows an address kept whole: house and area, landmark, city with state and PIN, mobile', async () => {
    orderPage(
      order({
        addressInfo: {
          fullName: 'Anita Sharma',
          house: 'Flat 4, Rose Court',
          area: '12 MG Road',
          landmark: '',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
          mobileNo: '9876543210',
          addressType: 'home',
        },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Delivery Address' });
    expect([...region.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual([
      'Anita Sharma',
      'Flat 4, Rose Court, 12 MG Road',
      'Bengaluru, Karnataka 560001',
      'Mobile: 9876543210',
    ]);
  });

  it('shows the lines, the bill in rupees, the address and the status', async () => {
    orderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Order #/ })).toBeTruthy();

    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Sunflower Frock.*Size: 2-3 y · Qty: 1.*₹999\.00/),
      expect.stringMatching(/Festive Kurta Set.*Size: 6-7 y · Qty: 2.*₹1,499\.50/),
    ]);

    const bill = screen.getByRole('region', { name: 'Billing Summary' });
    expect(billRow(bill, 'Total MRP')).toBe('₹5,097.00');
    expect(billRow(bill, 'Total Discount')).toBe('−₹1,099.00');
    expect(billRow(bill, 'Platform Fee')).toBe('₹20.00');
    expect(billRow(bill, 'Coupon Discount (HOPE100)')).toBe('−₹100.00');
    expect(billRow(bill, 'Final Amount')).toBe('₹3,918.00');
    expect(within(bill).getByText('Cash on Delivery')).toBeTruthy();

    // An order placed before house, area and state were kept: its landmark line, city and PIN.
    expect(screen.getByRole('region', { name: 'Delivery Address' }).textContent).toMatch(
      /Anita Sharma12 MG Road, near the parkBengaluru 560001Mobile: 9876543210/,
    );
    expect(screen.getByText('Status:').parentElement?.textContent).toBe('Status: Pending');
  });

  it.each(['confirmed', 'shipped', 'delivered', 'cancelled'] as const)(
    'offers no cancel button once the order is %s',
    async (status) => {
      orderPage(order({ status, deliveredAt: status === 'delivered' ? new Date().toISOString() : null }));
      expect(await screen.findByText('Status:')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    },
  );

  it('asks before cancelling, and "No" cancels nothing', async () => {
    const { api, user } = orderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(CANCEL)).toEqual([]);
  });

  it('cancels on "Yes, Cancel": the button says so while it runs, then the order shows cancelled', async () => {
    const { api, user } = orderPage();
    const held = heldReply();
    api.answer({ [CANCEL]: held.route });

    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));

    expect(api.calls(CANCEL)).toHaveLength(1);
    const busy = await screen.findByRole('button', { name: 'Cancelling...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    const cancelled = order({ status: 'cancelled' });
    api.answer({ [DETAIL]: { body: cancelled } });
    held.release({ body: { message: 'Order cancelled successfully', order: cancelled } });

    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    expect(await screen.findByText('Your order has been cancelled.')).toBeTruthy();
    expect(screen.getByText('Status:').parentElement?.textContent).toBe('Status: Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it("shows the server's reason when it refuses to cancel", async () => {
    const { api, user } = orderPage();
    api.answer({ [CANCEL]: { status: 409, body: { message: 'This order has already been shipped.' } } });

    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));

    const alert = await screen.findByText('This order has already been shipped.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(FALLBACK.cancelOrderFailed)).toBeNull();
    // The order is read again: its status may have moved on.
    await waitFor(() => expect(api.calls(DETAIL)).toHaveLength(2));
  });

  it('says so when there is no such order', async () => {
    fakeApi({
      ...signedInRoutes(),
      [DETAIL]: { status: 404, body: { message: 'Order not found' } },
      [HISTORY]: { status: 404, body: { message: 'Order not found' } },
    });
    renderApp(`/order/${ORDER_ID}`);
    const message = await screen.findByText('Order not found.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('region', { name: 'Billing Summary' })).toBeNull();
  });

  it('offers to try again when the order could not be loaded, and shows it once it loads', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      [DETAIL]: { status: 429, body: { message: API_ERROR.tooManyRequests } },
      [HISTORY]: { body: historyOf(order()) },
    });
    const { user } = renderApp(`/order/${ORDER_ID}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')?.textContent).toContain(API_ERROR.tooManyRequests);
    expect(screen.queryByRole('region', { name: 'Billing Summary' })).toBeNull();

    api.answer({ [DETAIL]: { body: order() } });
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Billing Summary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the courier, the AWB and "Track parcel" once the order has shipped', async () => {
    const shipment = {
      courier: 'ekart' as const,
      courierName: 'Ekart',
      awb: 'FMPC0012345678',
      trackingUrl: 'https://ekartlogistics.com/shipmenttrack/FMPC0012345678',
      shippedAt: '2026-11-21T06:00:00.000Z',
    };
    orderPage(order({ status: 'shipped', shipment, invoiceNumber: 'LH/2026-27/000007' }));
    const region = await screen.findByRole('region', { name: 'Shipment' });
    expect(region.textContent).toMatch(/Courier\s*Ekart.*AWB number\s*FMPC0012345678/);
    const track = within(region).getByRole('link', { name: /Track parcel/ });
    expect(track.getAttribute('href')).toBe(shipment.trackingUrl);
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Download invoice/ })).toBeTruthy();
  });

  it('has no shipment before it ships, nor a link when the courier has no tracking page', async () => {
    orderPage(order({ status: 'confirmed' }));
    expect(await screen.findByText('Status:')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shipment' })).toBeNull();
  });

  it("tells a parcel returned to origin with the shop's reason, and gives no invoice", async () => {
    const shipment = {
      courier: 'other' as const,
      courierName: 'Speedy Local',
      awb: 'SL-42',
      trackingUrl: null,
      shippedAt: '2026-11-21T06:00:00.000Z',
    };
    orderPage(
      order({
        status: 'rto',
        shipment,
        statusReason: 'Refused at the door.',
        invoiceNumber: 'LH/2026-27/000008',
      }),
    );
    expect(
      await screen.findByText(
        'The courier could not deliver this parcel and brought it back to us. Nothing is due.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Reason: Refused at the door.').length).toBeGreaterThan(0);
    expect(screen.getByText('Status:').parentElement?.textContent).toBe('Status: Returned (RTO)');
    expect(within(screen.getByRole('region', { name: 'Shipment' })).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /Download invoice/ })).toBeNull();
  });
});

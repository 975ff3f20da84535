import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';

test.describe('checkout', () => {
  test('add an address, use HOPE100, place the order, see it and cancel it @phone', async ({ page }) => {
    await registerShopper(page, 'checkout');
    const { product } = await addDemoProductToBag(page);

    await page.goto('/checkoutPayment');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('No addresses added yet.')).toBeVisible();
    const placeOrder = page.getByRole('button', { name: 'PLACE ORDER' });
    await expect(placeOrder).toBeDisabled();
    await expect(page.getByText('Please select an address.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    // The journeys' shop has a UPI ID: UPI can be chosen beside cash on delivery; cards stay locked.
    await expect(page.getByRole('radio', { name: 'UPI' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: /Credit/ })).toBeDisabled();
    await expect(page.getByText('Pay in cash on delivery, or now by UPI to LittleHope Kids.')).toBeVisible();
    await expect(page.getByRole('complementary').getByText(product.name)).toBeVisible();

    // The modal checks the fields with the server's rules before saving.
    await page.getByRole('button', { name: '+ Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Full name is required.')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Asha Rao');
    await dialog.getByLabel('Flat, House no., Building').fill('Flat 12B, Lotus Apartments');
    await dialog.getByLabel('Area, Street, Locality').fill('MG Road');
    await dialog.getByLabel('Landmark').fill('Near Cubbon Park');
    await dialog.getByLabel('City').fill('Bengaluru');
    await dialog.getByLabel('PIN Code').fill('012345');
    await dialog.getByLabel('Mobile Number').fill('98765');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Zip code must be 6 digits and cannot start with 0.')).toBeVisible();
    await expect(
      dialog.getByText('Mobile number must be 10 digits starting with 6, 7, 8 or 9.'),
    ).toBeVisible();
    await dialog.getByLabel('PIN Code').fill('560001');
    await expect(dialog.getByLabel('State')).toHaveValue('Karnataka');
    await dialog.getByLabel('Mobile Number').fill('9876543210');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const address = page.getByRole('radio', { name: /Asha Rao/ });
    await expect(address).toBeChecked();
    await expect(page.getByText('✓ Pay on Delivery Available')).toBeVisible();
    await expect(placeOrder).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // HOPE100 takes ₹100 off the total.
    const total = page
      .getByRole('complementary')
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=../dd');
    const before = await total.innerText();
    const hope = await page.locator('#coupon option', { hasText: 'HOPE100' }).getAttribute('value');
    await page.getByLabel('Coupon').selectOption(hope!);
    await expect(page.getByRole('complementary').getByText('−₹100.00')).toBeVisible();
    const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    await expect.poll(async () => toNumber(before) - toNumber(await total.innerText())).toBe(100);

    await placeOrder.click();
    await expect(page).toHaveURL(/\/orderSuccess$/);
    await expect(page.getByRole('heading', { name: 'Your order has been placed!' })).toBeVisible();
    await expect(page.getByText(/confirmation has been sent to your e-mail and phone/)).toBeVisible();
    await page.getByRole('button', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/order$/, { timeout: 5000 });

    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: /Order #[0-9A-F]{6}/ });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('New')).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('1 item')).toBeVisible();
    await card.getByRole('link', { name: /Details/ }).click();

    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /Order #[0-9A-F]{6}/ })).toBeVisible();
    const billing = page.getByRole('region', { name: 'Billing Summary' });
    await expect(billing.getByText('Coupon Discount (HOPE100)')).toBeVisible();
    await expect(billing.getByText('₹100.00')).toBeVisible();
    await expect(billing.getByText('Cash on Delivery')).toBeVisible();
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Track Order' }).getByText(/^Pending/)).toBeVisible();
    await expect(page.getByText('You can cancel an order only while it is Pending.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByRole('main').getByText('Your order has been cancelled.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Status: Cancelled')).toBeVisible();
  });

  test('after a first order HOPE100 is marked, and the server refuses it if sent anyway', async ({
    page,
  }) => {
    await registerShopper(page, 'second');
    const addressId = await addAddressByApi(page);
    await addDemoProductToBag(page);
    await placeOrderByApi(page, addressId);
    await addDemoProductToBag(page, 1);

    await page.goto('/checkoutPayment');
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    const option = page.locator('#coupon option', { hasText: 'HOPE100' });
    await expect(option).toBeDisabled();
    await expect(option).toHaveText(/\(This coupon is valid on your first order only\.\)$/);
    // A client that sends it all the same gets the same words back.
    const hope = await option.getAttribute('value');
    await page.route('**/api/user/createOrder', async (route) => {
      const body = route.request().postDataJSON() as { coupon: string | null };
      body.coupon = hope;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('complementary').getByRole('alert')).toContainText(
      'This coupon is valid on your first order only.',
    );
    await expect(page).toHaveURL(/\/checkoutPayment$/);
  });

  test('changed prices: the server refuses, the page shows its numbers and places nothing', async ({
    page,
  }) => {
    await registerShopper(page, 'prices');
    await addAddressByApi(page);
    await addDemoProductToBag(page);
    // Pretend the page saw an older price: the server recomputes and answers 409 with the fresh summary.
    await page.route('**/api/user/createOrder', async (route) => {
      const body = route.request().postDataJSON() as { pricingSummary: { finalAmount: number } };
      body.pricingSummary.finalAmount -= 50;
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto('/checkoutPayment');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const alert = page.getByRole('complementary').getByRole('alert');
    await expect(alert).toContainText('Prices have changed. Please review your cart.');
    await expect(alert).toContainText('Updated prices');
    await expect(page).toHaveURL(/\/checkoutPayment$/);
    const orders = await (await page.request.get('/api/user/getOrders?page=1&limit=6')).json();
    expect(orders.orders).toHaveLength(0);
  });

  test('order success: confetti is its own chunk and is skipped with reduced motion', async ({ page }) => {
    await registerShopper(page, 'confetti');
    await addAddressByApi(page);
    await addDemoProductToBag(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/checkoutPayment');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('heading', { name: 'Your order has been placed!' })).toBeVisible();

    // The success page forgets the placed order (history state) in an effect of the same render as the one that
    // would import the confetti, so once it is forgotten the import would have been asked for.
    await expect
      .poll(() => page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null))
      .toBeNull();
    // Then the orders page's own call, asked for later still, shows the requests seen so far are all there are.
    const ordersCall = page.waitForRequest((request) => request.url().includes('/api/user/getOrders'));
    await page.getByRole('button', { name: 'View My Orders' }).click();
    await ordersCall;
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.locator('canvas')).toHaveCount(0);
    // Without reduced motion the same pattern does match the chunk's request (rough-edges.spec.ts).
    expect(requested.filter((url) => /confetti/i.test(url))).toEqual([]);
  });

  test('an address without cash on delivery is shown but cannot be used', async ({ page }) => {
    await registerShopper(page, 'nocod');
    await addDemoProductToBag(page);
    const response = await page.request.post('/api/user/addAddress', {
      data: {
        name: 'Ravi Kumar',
        landmark: 'Aberdeen Bazar',
        city: 'Port Blair',
        zip: '744101',
        mobile: '9876543210',
      },
    });
    expect(response.status()).toBe(201);
    await page.goto('/checkoutPayment');
    await expect(page.getByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();
    await expect(page.getByText('Pay on Delivery is not available at this PIN code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled();
    await expect(
      page.getByText('Cash on delivery is not available for this PIN code. Please choose another address.'),
    ).toBeVisible();
  });
});

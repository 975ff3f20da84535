import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

test.describe('addresses with their state, and GST invoices', () => {
  test('the address form names city and state from the PIN code; a shipped order has an invoice @phone', async ({
    page,
    browser,
  }, testInfo) => {
    await registerShopper(page, 'invoice');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Flat, House no., Building').fill('No. 7, Rose Villa');
    await page.getByLabel('Area, Street, Locality').fill('Hosur Road, Koramangala');
    await page.getByLabel('Landmark').fill('Near Forum Mall');
    await page.getByLabel('PIN Code').fill('999999');
    await expect(page.getByText("We don't deliver to this PIN code yet")).toBeVisible();
    await page.getByLabel('PIN Code').fill('560029');
    await expect(page.getByTestId('pin-state')).toHaveText('Bangalore, Karnataka');
    await expect(page.getByLabel('City')).toHaveValue('Bangalore');
    await page.getByLabel('Mobile Number').fill('9876543210');
    await saveScreen(page, 'address-form');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const saved = page.getByRole('region', { name: 'Saved Addresses' });
    await expect(saved.getByText('Asha Rao')).toBeVisible();

    const addresses = await (await page.request.get('/api/user/getAddress')).json();
    expect(addresses.addresses[0].state).toBe('Karnataka');
    await addDemoProductToBag(page, 0);
    const orderId = await placeOrderByApi(page, addresses.addresses[0]._id);
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('region', { name: 'Track Order' }).getByText(/^Pending/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Download invoice/ })).toHaveCount(0);

    const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const admin = await adminContext.newPage();
    await loginAsAdmin(admin);
    for (const status of ['confirmed', 'shipped']) {
      const moved = await admin.request.put('/api/admin/updateOrderStatus', {
        data: { orderId, Ostatus: status },
        headers: { origin: new URL(admin.url()).origin },
      });
      expect(moved.ok()).toBe(true);
    }
    await admin.goto(`/admin/adminOrderDetails/${orderId}`);
    const adminLink = admin.getByRole('link', { name: /Download invoice LH\/\d{4}-\d{2}\/\d{6}/ });
    await expect(adminLink).toBeVisible();
    await saveScreen(admin, 'admin-order-invoice');
    await adminContext.close();

    await page.reload();
    const link = page.getByRole('link', { name: /Download invoice LH\/\d{4}-\d{2}\/\d{6}/ });
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreen(page, 'order-invoice');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-LH-\d{4}-\d{2}-\d{6}\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failFirstThreeLoads, pressTryAgain } from './support/failed-load';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';

test.describe('orders and account', () => {
  test('order history pages by six, keeps the page in the URL', async ({ page }) => {
    await registerShopper(page, 'history');
    await page.goto('/order');
    await expect(page.getByText('No orders found.')).toBeVisible();

    const addressId = await addAddressByApi(page);
    for (let i = 0; i < 7; i += 1) {
      await addDemoProductToBag(page, i);
      await placeOrderByApi(page, addressId);
    }
    await page.goto('/order');
    const cards = page.getByRole('listitem').filter({ hasText: /Order #[0-9A-F]{6}/ });
    await expect(cards).toHaveCount(6);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/order\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    // A click anywhere on the card opens the order.
    await cards
      .first()
      .getByText(/Placed on/)
      .click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'Track Order' }).getByText(/^Pending/)).toBeVisible();
  });

  test('orders that could not be loaded on a failing network offer Try again, which loads them', async ({
    page,
  }) => {
    await registerShopper(page, 'retry');
    const addressId = await addAddressByApi(page);
    await addDemoProductToBag(page, 0);
    await placeOrderByApi(page, addressId);
    await failFirstThreeLoads(page, '**/api/user/getOrders*');
    await page.goto('/order');
    const retry = await pressTryAgain(page);
    await expect(page.getByRole('listitem').filter({ hasText: /Order #[0-9A-F]{6}/ })).toHaveCount(1);
    await expect(retry).toHaveCount(0);
  });

  test('an unknown order says so', async ({ page }) => {
    await registerShopper(page, 'unknown');
    await page.goto('/order/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Order not found.')).toBeVisible();
  });

  test('manage addresses: all fields needed, add one, delete it @phone', async ({ page }) => {
    await registerShopper(page, 'addresses');
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'MANAGE ADDRESS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No addresses added yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Please fill in all fields.')).toBeVisible();
    await page.getByLabel('Flat, House no., Building').fill('Old No. 12, Kamala Nivas');
    await page.getByLabel('Area, Street, Locality').fill('4th Cross, Mylapore');
    await page.getByLabel('Landmark').fill('Opp. Lakshmi Temple');
    await page.getByLabel('City').fill('Chennai');
    await page.getByLabel('PIN Code').fill('600004');
    await page.getByLabel('Mobile Number').fill('+91 91234 56789');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const saved = page.getByRole('region', { name: 'Saved Addresses' });
    await expect(saved.getByText('Meera Iyer')).toBeVisible();
    await expect(saved.getByText('Mobile: 9123456789')).toBeVisible();
    await expect(saved.getByText('✓ Pay on Delivery Available')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saved.getByRole('button', { name: /Delete Meera Iyer/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(saved.getByText('No addresses added yet.')).toBeVisible();
    await page.goto('/addAddress');
    await expect(page.getByRole('tab', { name: 'MANAGE ADDRESS' })).toBeVisible();
  });

  test('coupons page lists HOPE100', async ({ page }) => {
    await registerShopper(page, 'coupons');
    await page.goto('/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Coupons' })).toBeVisible();
    const hope = page.getByRole('listitem').filter({ hasText: 'HOPE100' });
    await expect(hope).toBeVisible();
    await expect(hope.getByText('₹100', { exact: true })).toBeVisible();
    await expect(hope.getByText('₹100 off, first order only')).toBeVisible();
    await expect(hope.getByText(/Valid till/)).toBeVisible();
    await expect(hope.getByRole('button', { name: 'Copy code HOPE100' })).toBeVisible();
  });

  test('account page: tiles lead on, log out asks first @phone', async ({ page }) => {
    const email = await registerShopper(page, 'account', 'Kavya Menon');
    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByText('Kavya Menon')).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expect(main.getByText('4.2506.20')).toBeVisible();
    await expect(main.getByText('NEW', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About LittleHope' })).toBeVisible();
    const tiles = page.getByRole('navigation', { name: 'Account' });
    for (const [label, path] of [
      ['Orders', '/order'],
      ['Cart', '/cart'],
      ['Wishlist', '/wishlist'],
      ['Coupons', '/coupon'],
      ['Address', '/profile'],
      ['Help', '/contact'],
    ] as const) {
      await expect(tiles.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
    }
    await expectNoSeriousA11yViolations(page);
    await tiles.getByRole('link', { name: 'Address', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goBack();

    await page.getByRole('button', { name: 'LOG OUT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Do you really want to log out?');
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe(() => {
    // The held-back file is a lazily loaded screen's code, which the service worker answers once it controls the
    // page; requests a service worker answers never reach page.route, so this journey runs without one.
    test.use({ serviceWorkers: 'block' });

    test('going back before a page has loaded shows the page gone back to @phone', async ({ page }) => {
      await registerShopper(page, 'back', 'Kavya Menon');
      await page.goto('/account');
      await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
      // The address page's code is held back, as a slow phone network would: the shopper taps Address, then Back.
      let arrive!: () => void;
      const held = new Promise<void>((resolve) => (arrive = resolve));
      await page.route('**/assets/manage-address-page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'Address', exact: true })
        .click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
      await page.goBack();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
      // The left page's code arriving late changes nothing.
      const arrived = page.waitForResponse('**/assets/manage-address-page-*.js');
      arrive();
      await arrived;
      await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Manage Address' })).toHaveCount(0);
    });
  });
});

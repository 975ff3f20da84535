import { expect, test } from '@playwright/test';
import { SHOPPER_PASSWORD, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

const NEW_PASSWORD = 'Fresh@4567';

// Manage Account: a parent changes their name and password; another device is logged out, this one stays.
test('change the name and the password from My Account @phone', async ({ page, browser }) => {
  const email = await registerShopper(page, 'manage');
  // The same account logged in on another device.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.request.post('/api/user/login', {
    data: { email, password: SHOPPER_PASSWORD },
  });
  expect(other.status()).toBe(200);

  await page.goto('/account');
  await expect(page.getByText('Coming soon').first()).toBeVisible();
  await page.getByRole('link', { name: /Wishlist.*Everything you saved/ }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await page.goto('/account');
  await page.getByRole('link', { name: /Manage Account/ }).click();
  await expect(page).toHaveURL(/\/account\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();

  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Asha Rao');
  await name.fill('Meera Iyer');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await saveScreen(page, 'manage-account');

  await page.getByLabel('Current password', { exact: true }).fill('Wrong@1234');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. You have been logged out on your other devices.'),
  ).toBeVisible();

  // This device stays logged in, under the new name.
  await page.goto('/account');
  await expect(page.getByRole('main').getByText('Meera Iyer')).toBeVisible();
  // The other device was logged out; the new password works there, the old one no more.
  expect((await elsewhere.request.get('/api/user/me')).status()).toBe(401);
  const oldLogin = await elsewhere.request.post('/api/user/login', {
    data: { email, password: SHOPPER_PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await elsewhere.request.post('/api/user/login', {
    data: { email, password: NEW_PASSWORD },
  });
  expect(newLogin.status()).toBe(200);
  await elsewhere.close();
});

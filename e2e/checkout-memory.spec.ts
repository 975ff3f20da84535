import { expect, test } from '@playwright/test';
import { DEMO_ADDRESS } from './support/demo-address';
import { addDemoProductToBag, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Checkout remembers the parent's address and coupon across a refresh, Back and Forward, and never moves the
// parcel to another city on its own.
test('a checkout refreshed mid-way keeps the chosen address and coupon @phone', async ({ page }) => {
  await registerShopper(page, 'memory');
  await addDemoProductToBag(page);
  // Delhi is saved first and so is the default; the parent then chooses Bengaluru.
  for (const address of [
    { ...DEMO_ADDRESS, name: 'Ravi Kumar', city: 'New Delhi', zip: '110001' },
    { ...DEMO_ADDRESS, name: 'Asha Rao' },
  ]) {
    const saved = await page.request.post('/api/user/addAddress', { data: address });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  await page.goto('/cart');
  await page.goto('/checkoutPayment');
  await expect(page.getByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();
  await page.getByRole('radio', { name: /Asha Rao/ }).check();
  const hope = await page.locator('#coupon option', { hasText: 'HOPE100' }).getAttribute('value');
  await page.getByLabel('Coupon').selectOption(hope!);
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('−₹100.00')).toBeVisible();

  const bothKept = async () => {
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Ravi Kumar/ })).not.toBeChecked();
    await expect(page.getByLabel('Coupon')).toHaveValue(hope!);
    await expect(summary.getByText('−₹100.00')).toBeVisible();
  };

  await page.reload();
  await bothKept();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkoutPayment$/);
  await bothKept();
  await saveScreen(page, 'checkout-memory');
});

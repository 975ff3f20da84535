import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAddressByApi, addDemoProductToBag, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// Coupon rules end to end: the owner makes a percent coupon with a minimum order; the parent's checkout says how
// much more the bag needs, then takes the coupon once the bag is big enough; the owner sees the use and switches
// the coupon off, and the parent is told so.

/** The bag's items' value (selling prices, no fee), as the server prices it. */
async function bagValue(page: Page): Promise<number> {
  const cart = (await (await page.request.get('/api/user/getCartItems')).json()) as {
    pricingSummary: { totalMRP: number; totalDiscount: number };
  };
  return cart.pricingSummary.totalMRP - cart.pricingSummary.totalDiscount;
}

test('the owner makes a percent coupon with a minimum; the parent is told what is missing, then uses it @phone', async ({
  page,
  browser,
}) => {
  await registerShopper(page, 'coupon-rules');
  await addDemoProductToBag(page);
  await addAddressByApi(page);
  const firstValue = await bagValue(page);
  const code = `KIDS${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const minOrder = Math.ceil(firstValue) + 100;

  // The owner, in a window of the same size.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() });
  const admin = await adminContext.newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  await loginAsAdmin(admin);
  await admin.goto('/admin/addCoupon');
  await admin.getByLabel('Coupon Code').fill(code);
  await admin.getByRole('radio', { name: 'Percent (%)' }).check();
  await admin.getByLabel('Discount (%)').fill('95');
  await admin.getByLabel('Expiry Date').fill('2099-06-30');
  await admin.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(admin.getByText('A percent discount must be from 1% to 90%.')).toBeVisible();
  await admin.getByLabel('Discount (%)').fill('10');
  await admin.getByLabel('Largest discount (₹)').fill('200');
  await admin.getByLabel('Minimum order (₹)').fill(String(minOrder));
  await admin.getByLabel('Total uses').fill('50');
  await expectNoSeriousA11yViolations(admin);
  await saveScreen(admin, 'admin-add-coupon');
  await admin.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(admin.getByLabel('Coupon Code')).toHaveValue('');

  // The parent's checkout: the bag is ₹100 short of the minimum.
  await page.goto('/checkoutPayment');
  const option = page.locator('#coupon option', { hasText: code });
  await expect(option).toBeDisabled();
  const missing = `Add ₹100 more to use ${code}.`;
  await expect(option).toHaveText(
    `${code} – 10% off up to ₹200 on orders above ₹${minOrder.toLocaleString('en-IN')} (${missing})`,
  );
  await expect(page.getByRole('list', { name: 'Not usable on this bag yet' })).toContainText(missing);
  await saveScreen(page, 'checkout-coupon-short');

  // A second piece makes the bag big enough.
  await addDemoProductToBag(page, 1);
  const value = await bagValue(page);
  expect(value).toBeGreaterThanOrEqual(minOrder);
  await page.reload();
  await expect(option).toBeEnabled();
  await page.getByLabel('Coupon').selectOption((await option.getAttribute('value'))!);
  const discount = Math.min(Math.floor(value * 0.1), 200);
  const bill = page.getByRole('complementary');
  await expect(bill.getByText(`−₹${discount.toLocaleString('en-IN')}.00`)).toBeVisible();
  await expect(page.getByText('10% off up to ₹200 on orders above', { exact: false }).last()).toBeVisible();
  await saveScreen(page, 'checkout-coupon-chosen');
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/user/createOrder'));
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  expect(
    ((await answer.json()) as { order: { pricingSummary: { couponDiscount: number } } }).order.pricingSummary
      .couponDiscount,
  ).toBe(discount);
  await expect(page).toHaveURL(/\/orderSuccess$/);

  // The owner sees the use, and switches the coupon off after confirming.
  await admin.goto('/admin/coupon');
  const card = admin.getByRole('article', { name: code });
  await expect(card).toContainText('1 of 50 uses');
  await expect(card).toContainText(`10% off up to ₹200 on orders above ₹${minOrder.toLocaleString('en-IN')}`);
  await card.getByRole('button', { name: `Switch off ${code}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Switch this coupon off?' });
  await expect(confirm).toBeVisible();
  await saveScreen(admin, 'admin-coupon-switch-off');
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Switched off');
  await expect(card.getByRole('button', { name: `Switch on ${code}` })).toBeVisible();
  await saveScreen(admin, 'admin-coupons');

  // Edit: the minimum goes; the switch stays off.
  await card.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(admin.getByLabel('Minimum order (₹)')).toHaveValue(String(minOrder));
  await admin.getByLabel('Minimum order (₹)').fill('');
  await saveScreen(admin, 'admin-edit-coupon');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin).toHaveURL(/\/admin\/coupon$/);
  await expect(admin.getByRole('article', { name: code })).toContainText('10% off up to ₹200');
  await expect(admin.getByRole('article', { name: code })).not.toContainText('on orders above');

  // The parent's coupons page says the coupon is switched off.
  await page.goto('/coupon');
  const mine = page.getByRole('listitem').filter({ hasText: code });
  await expect(mine).toContainText('10% off up to ₹200');
  await expect(mine).toContainText('This coupon is switched off.');
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'shopper-coupons');
  await adminContext.close();
});

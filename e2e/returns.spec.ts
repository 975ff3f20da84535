import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { placeDeliveredOrder } from './support/delivered-order';
import { addDemoProductToBag, hasSecondSizeInStock, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

test('a shopper asks for a size exchange of a delivered order and follows it in My Returns @phone', async ({
  page,
  browser,
}, testInfo) => {
  await registerShopper(page, 'returns');
  const { product, size: orderedSize } = await addDemoProductToBag(page, 1, hasSecondSizeInStock);
  // The exchange goes to another size that has stock (the form's first choice may be sold out).
  const newSize = product.sizeAndStock.find((entry) => entry.size !== orderedSize && entry.stock > 0)!.size;
  const orderId = await placeDeliveredOrder(page, browser, testInfo.project.use.baseURL!);

  await page.goto(`/order/${orderId}`);
  await page.getByRole('link', { name: /Return or exchange · 14 days left/ }).click();
  await expect(page.getByRole('heading', { name: 'Return or exchange' })).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('New size').first().selectOption(newSize);
  await page.getByLabel('Reason').selectOption('too-small');
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'return-form');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('heading', { name: /Size exchange · Order #/ })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Requested');
  await saveScreen(page, 'my-returns');

  // The shop moves it along from its Returns screen; the shopper's tracker follows.
  const shopContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shop = await shopContext.newPage();
  await loginAsAdmin(shop);
  await shop.goto('/admin/returns?status=requested');
  const card = shop.getByRole('listitem').filter({ hasText: `Order #${orderId.slice(-6).toUpperCase()}` });
  await card.getByRole('button', { name: 'Mark approved' }).click();
  await expect(card).toHaveCount(0);
  await shop.getByLabel('Status').selectOption('approved');
  await shop
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderId.slice(-6).toUpperCase()}` })
    .getByRole('button', { name: 'Mark received' })
    .click();
  await shop.getByLabel('Status').selectOption('received');
  await expect(
    shop.getByRole('listitem').filter({ hasText: `Order #${orderId.slice(-6).toUpperCase()}` }),
  ).toContainText('Mark replacement shipped');
  await saveScreen(shop, 'admin-returns');
  await shopContext.close();
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText('Received');
});

test('a shopper returns a piece for a refund to UPI; the shop receives it and records the refund @phone', async ({
  page,
  browser,
}, testInfo) => {
  await registerShopper(page, 'refund');
  await addDemoProductToBag(page, 2);
  const orderId = await placeDeliveredOrder(page, browser, testInfo.project.use.baseURL!);
  const shortId = orderId.slice(-6).toUpperCase();

  await page.goto(`/order/${orderId}`);
  await page.getByRole('link', { name: /Return or exchange · 14 days left/ }).click();
  await page.getByLabel('Return for a refund').check();
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('Reason').selectOption('changed-mind');
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('not-a-upi');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a UPI ID such as name@bank.');
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('asha.rao@okaxis');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('heading', { name: new RegExp(`Order #${shortId}`) })).toBeVisible();

  const shopContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shop = await shopContext.newPage();
  await loginAsAdmin(shop);
  await shop.goto('/admin/returns');
  const card = shop.getByRole('listitem').filter({ hasText: `Order #${shortId}` });
  await expect(card).toContainText('asha.rao@okaxis');
  await card.getByRole('button', { name: 'Mark approved' }).click();
  await card.getByRole('button', { name: 'Mark received' }).click();
  await card.getByLabel('Refund reference').fill('UPI-778812');
  await card.getByRole('button', { name: 'Mark refunded' }).click();
  await shop.getByRole('dialog').getByRole('button', { name: 'Yes, mark refunded' }).click();
  await expect(card).toContainText('Refund reference: UPI-778812');
  await shopContext.close();

  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText('Refunded');
});

import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { deliverOrder } from './support/delivered-order';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// A refund with its paper: the parent sees the refund before sending the return, the owner sees it when refunding,
// and both download the GST credit note of the invoiced order; the dashboard and the reports say net sales.

async function downloadPdf(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

test('a parent returns a piece, the owner refunds it and both download its credit note @phone', async ({
  page,
  browser,
}, testInfo) => {
  await registerShopper(page, 'creditnote');
  await addDemoProductToBag(page, 3);
  await addDemoProductToBag(page, 4);
  const addressId = await addAddressByApi(page);
  const orderId = await placeOrderByApi(page, addressId);
  const shortId = orderId.slice(-6).toUpperCase();

  const shopContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const shop = await shopContext.newPage();
  await loginAsAdmin(shop);
  await deliverOrder(shop, orderId);

  // The parent sees the refund of the piece chosen before sending: one piece of the first line, no coupon.
  await page.goto(`/order/${orderId}/return`);
  await page.getByLabel('Return for a refund').check();
  const refund = page.getByRole('region', { name: 'Your refund' });
  await expect(refund).toContainText('Choose the items to return to see your refund.');
  await page.getByRole('checkbox').first().check();
  await expect(page.getByTestId('refund-preview-amount')).toContainText(/Refund amount: ₹[\d,]+/);
  const previewText = (await page.getByTestId('refund-preview-amount').textContent())!;
  const amount = previewText.replace('Refund amount: ', '');
  await page.getByLabel('Reason').selectOption('too-large');
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('asha.rao@okaxis');
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'refund-preview');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  const mine = page.getByRole('listitem').filter({ hasText: `Order #${shortId}` });
  await expect(mine).toContainText(`Refund amount: ${amount}`);

  // The owner sees what to send, moves it along and confirms the refund.
  await shop.goto('/admin/returns');
  const card = shop.getByRole('listitem').filter({ hasText: `Order #${shortId}` });
  await expect(card).toContainText(`Refund to send: ${amount}`);
  await card.getByRole('button', { name: 'Mark approved' }).click();
  await card.getByRole('button', { name: 'Mark received' }).click();
  await card.getByLabel('Refund reference').fill('UPI-445566');
  await card.getByRole('button', { name: 'Mark refunded' }).click();
  const dialog = shop.getByRole('dialog');
  await expect(dialog).toContainText(`Mark ${amount} as refunded?`);
  await saveScreen(shop, 'refund-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, mark refunded' }).click();
  const shopLink = card.getByRole('link', { name: /Download credit note CN\/\d{4}-\d{2}\/\d{6}/ });
  await expect(shopLink).toBeVisible();
  await expectNoSeriousA11yViolations(shop);
  await saveScreen(shop, 'admin-returns-credit-note');
  await downloadPdf(shop, shopLink);

  // The dashboard and the reports say what their revenue is, and show payments still due apart.
  await shop.goto('/admin/dashboard');
  await expect(shop.getByText('Net sales: orders not cancelled, less refunds.')).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  await saveScreen(shop, 'dashboard');
  await shop.goto('/admin/reports');
  await expect(shop.getByText('Net sales: orders not cancelled, less refunds.')).toBeVisible();
  await expect(shop.getByText('Credit notes', { exact: true })).toBeVisible();
  await saveScreen(shop, 'reports');
  await shopContext.close();

  // The parent's returns page links the same credit note.
  await page.reload();
  const link = mine.getByRole('link', { name: /Download credit note CN\/\d{4}-\d{2}\/\d{6}/ });
  await expect(link).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Refunded');
  await expectNoSeriousA11yViolations(page);
  await saveScreen(page, 'my-returns-credit-note');
  await downloadPdf(page, link);
});

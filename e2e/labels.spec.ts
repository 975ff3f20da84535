import { expect, test, type Download, type Page } from '@playwright/test';
import { loginAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// The owner's morning at phone and desktop width: choose the night's orders, confirm them (one was cancelled by its
// customer meanwhile and is reported so), print their labels and packing slips as one PDF, and print one order's
// label again from its page.

const shortIdOf = (orderId: string) => orderId.slice(-6).toUpperCase();

async function pdfOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

/** The one visible control of a name: the list is a table on desktops and cards on phones, one of them hidden. */
const visible = (page: Page, name: string) => page.getByRole('checkbox', { name }).locator('visible=true');

test('@phone admin: chooses orders, confirms them, prints their labels, and one label from the order page', async ({
  browser,
}, testInfo) => {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const shopperName = `Kavya ${Date.now().toString(36)}`;
  await registerShopper(shopper, 'labels', shopperName);
  const addressId = await addAddressByApi(shopper, shopperName);
  const orderIds: string[] = [];
  for (let n = 0; n < 3; n++) {
    await addDemoProductToBag(shopper, n);
    orderIds.push(await placeOrderByApi(shopper, addressId));
  }
  const [first, second, cancelled] = orderIds as [string, string, string];
  const cancel = await shopper.request.put(`/api/user/cancellOrder/${cancelled}`);
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await shopperContext.close();

  const adminContext = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto(`/admin/orders?q=${encodeURIComponent(shopperName)}`);
  for (const id of orderIds) await expect(visible(admin, `Select order #${shortIdOf(id)}`)).toBeVisible();

  // Nothing chosen: nothing to do yet.
  const bar = admin.getByRole('group', { name: 'Chosen orders' });
  await expect(bar.getByRole('button', { name: 'Confirm orders' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Print labels' })).toBeDisabled();

  // The whole page, by keyboard: the box is reached and ticked with the space bar.
  const all = bar.getByRole('checkbox', { name: 'Select all orders on this page' });
  await all.focus();
  await admin.keyboard.press('Space');
  await expect(all).toBeChecked();
  await expect(bar.getByText('3 selected')).toBeVisible();
  for (const id of orderIds) await expect(visible(admin, `Select order #${shortIdOf(id)}`)).toBeChecked();
  await expectNoSeriousA11yViolations(admin);
  await saveScreen(admin, 'orders-chosen');

  // Confirm, after a question; the report names the order that could not be moved and why.
  await bar.getByRole('button', { name: 'Confirm orders' }).click();
  const question = admin.getByRole('dialog', { name: 'Confirm 3 orders?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Yes, confirm' }).click();
  const report = admin.getByRole('dialog', { name: 'Bulk confirmation' });
  await expect(report.getByText('2 orders confirmed; 1 could not be confirmed.')).toBeVisible();
  const notConfirmed = report.getByRole('region', { name: 'Not confirmed' });
  await expect(notConfirmed).toContainText(
    `#${shortIdOf(cancelled)}: An order that is cancelled cannot be marked confirmed.`,
  );
  const confirmed = report.getByRole('region', { name: 'Confirmed', exact: true });
  await expect(confirmed).toContainText(`#${shortIdOf(first)}`);
  await expect(confirmed).toContainText(`#${shortIdOf(second)}`);
  await saveScreen(admin, 'orders-confirmed');
  await report.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toBeHidden();
  // The confirmed orders stay chosen, ready for their labels.
  await expect(bar.getByText('2 selected')).toBeVisible();
  await expect(visible(admin, `Select order #${shortIdOf(cancelled)}`)).not.toBeChecked();
  await expect(admin.getByLabel(`Status of order #${shortIdOf(first)}`).locator('visible=true')).toHaveValue(
    'confirmed',
  );

  // The two confirmed orders' labels, in one PDF.
  await expect(visible(admin, `Select order #${shortIdOf(first)}`)).toBeChecked();
  await expect(visible(admin, `Select order #${shortIdOf(second)}`)).toBeChecked();
  const [response, download] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith('/api/admin/orders/labels.pdf')),
    admin.waitForEvent('download'),
    bar.getByRole('button', { name: 'Print labels' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}-2-orders\.pdf$/);
  const labels = await pdfOf(download);
  expect(labels.subarray(0, 5).toString()).toBe('%PDF-');
  // A label and a packing slip per order.
  expect(labels.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(4);
  await expect(admin.getByText('The labels are downloaded: open the file to print them.')).toBeVisible();

  // Choosing the cancelled one too: the shop says which order has no label, and nothing is downloaded.
  await visible(admin, `Select order #${shortIdOf(cancelled)}`).check();
  await bar.getByRole('button', { name: 'Print labels' }).click();
  await expect(
    admin.getByText(
      `A label is printed only for a confirmed or shipped order: #${shortIdOf(cancelled)} is cancelled.`,
    ),
  ).toBeVisible();
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar.getByText('0 selected')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Print labels' })).toBeDisabled();

  // One order's label from its page; a cancelled order has none.
  await admin.goto(`/admin/adminOrderDetails/${first}`);
  const printLabel = admin.getByRole('link', { name: `Print label #${shortIdOf(first)}` });
  await expect(printLabel).toBeVisible();
  await saveScreen(admin, 'order-print-label');
  const [single] = await Promise.all([admin.waitForEvent('download'), printLabel.click()]);
  expect(single.suggestedFilename()).toBe(`label-${shortIdOf(first)}.pdf`);
  const one = await pdfOf(single);
  expect(one.subarray(0, 5).toString()).toBe('%PDF-');
  expect(one.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  await admin.goto(`/admin/adminOrderDetails/${cancelled}`);
  await expect(admin.getByText(`Order #${shortIdOf(cancelled)}`)).toBeVisible();
  await expect(admin.getByRole('link', { name: /Print label/ })).toHaveCount(0);
  await adminContext.close();
});

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './support/admin';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';

// The back office end to end: the admin adds a product with a picture and finds it in the storefront, moves a
// shopper's order to shipped and the shopper's tracker shows it, then blocks the shopper, who is logged out.

test('admin: dashboard, new product in the storefront, order shipped, shopper blocked', async ({
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const shopperName = `Kavya ${Date.now().toString(36)}`;
  await registerShopper(shopper, 'admin-journey', shopperName);
  await addDemoProductToBag(shopper);
  const orderId = await placeOrderByApi(shopper, await addAddressByApi(shopper, shopperName));
  const shortId = orderId.slice(-6).toUpperCase();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  // The charts are a chunk of their own, loaded after the dashboard: on a slow machine with two journeys' browsers
  // side by side it once took more than the usual 10 s to arrive.
  await expect(admin.getByRole('heading', { name: 'Customer Growth (Weekly)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(admin.getByRole('heading', { name: 'Top Categories by Orders' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Sales by Gender' })).toBeVisible();
  await expect(admin.locator('.recharts-surface').first()).toBeVisible();
  // The charts are really drawn: the demo shop's orders give the categories bars of some height.
  const bar = admin.locator('.recharts-bar-rectangle path').first();
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeGreaterThan(10);
  await expect(admin.locator('.recharts-line-curve')).toHaveAttribute('d', /\d/);

  // A new product with a picture.
  const productName = `Sunflower Frock ${Date.now().toString(36)}`;
  await admin.goto('/admin/addProduct');
  await admin.getByLabel('Product Name', { exact: true }).fill(productName);
  await admin
    .getByLabel('Description', { exact: true })
    .fill('A sunny yellow cotton frock with a twirl skirt.');
  await admin.getByLabel('Price (₹)', { exact: true }).fill('1299');
  await admin.getByLabel('Discount Price (₹)').fill('999');
  await admin.getByLabel('Category', { exact: true }).selectOption('Party Wear');
  await admin.getByLabel('Gender', { exact: true }).selectOption('Girls');
  await admin.getByRole('checkbox', { name: '4-5 y' }).check();
  await admin.getByLabel('Stock for 4-5 y').fill('7');
  const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#f6c343' } })
    .png()
    .toBuffer();
  await admin
    .locator('#image-slot-1')
    .setInputFiles({ name: 'frock.png', mimeType: 'image/png', buffer: picture });
  await admin.getByRole('button', { name: 'Add Product' }).click();
  await expect(admin.getByText('Product created successfully!')).toBeVisible();

  await shopper.goto(`/search?q=${encodeURIComponent(productName)}`);
  await shopper
    .getByRole('link', { name: new RegExp(productName) })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(shopper.getByRole('img', { name: new RegExp(productName) }).first()).toBeVisible();

  // The shopper's order moves to shipped; their tracker follows.
  await admin.goto('/admin/orders');
  const status = admin.getByLabel(`Status of order #${shortId}`).first();
  await status.selectOption('confirmed');
  await expect(status).toHaveValue('confirmed');
  await status.selectOption('shipped');
  // Shipping asks for the courier and the AWB number.
  const ship = admin.getByRole('dialog', { name: `Ship order #${shortId}` });
  await ship.getByLabel('Courier').selectOption('DTDC');
  await ship.getByLabel('AWB number').fill('D70012345');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  // The select shows the status asked for while the change is on its way; the dialog closes once the shop answers.
  await expect(ship).toBeHidden();
  await expect(status).toHaveValue('shipped');
  await shopper.goto(`/order/${orderId}`);
  await expect(shopper.locator('[aria-current="step"]')).toContainText('Shipped');

  // Blocking the shopper logs them out at once.
  await admin.goto('/admin/user');
  await admin
    .getByRole('button', { name: `Block ${shopperName}` })
    .first()
    .click();
  await expect(admin.getByRole('button', { name: `Unblock ${shopperName}` }).first()).toBeVisible();
  await shopper.goto('/order');
  await expect(shopper).toHaveURL(/\/login$/);

  await shopperContext.close();
  await adminContext.close();
});

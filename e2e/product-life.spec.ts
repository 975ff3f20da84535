import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './support/admin';

// A product's life in the back office, as the owner lives it: a new product saved as a draft and previewed (the
// shopper cannot see it), published (the shopper sees it, with "Only 2 left"), hidden (its page says it is not
// available), then archived after a confirmation.

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
}

async function addDraftProduct(admin: Page, name: string) {
  await admin.goto('/admin/addProduct');
  await admin.getByLabel('Product Name', { exact: true }).fill(name);
  await admin.getByLabel('Description', { exact: true }).fill('A lilac cotton frock with smocked sleeves.');
  await admin.getByLabel('Price (₹)', { exact: true }).fill('1199');
  await admin.getByLabel('Discount Price (₹)').fill('899');
  await admin.getByLabel('Category', { exact: true }).selectOption('Casual Wear');
  await admin.getByLabel('Gender', { exact: true }).selectOption('Girls');
  await admin.getByRole('checkbox', { name: '4-5 y' }).check();
  await admin.getByLabel('Stock for 4-5 y').fill('2');
  await admin.getByRole('checkbox', { name: '6-7 y' }).check();
  await admin.getByLabel('Stock for 6-7 y').fill('9');
  await admin.getByLabel('Status', { exact: true }).selectOption('draft');
  const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b59ce0' } })
    .png()
    .toBuffer();
  await admin
    .locator('#image-slot-1')
    .setInputFiles({ name: 'frock.png', mimeType: 'image/png', buffer: picture });
  await admin.getByRole('button', { name: 'Add Product' }).click();
  await expect(admin.getByText('Product created successfully!')).toBeVisible();
}

test('draft → preview → publish ("Only 2 left") → hide → archive @phone', async ({ browser }) => {
  const name = `Lilac Smock Frock ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await addDraftProduct(admin, name);

  // The list, filtered to drafts, shows it with its badge.
  await admin.goto(`/admin/product?status=draft&q=${encodeURIComponent(name)}`);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await shot(admin, 'admin-products-draft');

  // The preview: the product page as shoppers will see it, marked.
  await row.getByRole('link', { name: `Preview ${name} as shoppers see it` }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Draft — not visible to shoppers' }),
  ).toBeVisible();
  await shot(admin, 'admin-preview-draft');
  const productUrl = new URL(admin.url()).pathname;

  // A shopper cannot see the draft.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(productUrl);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'This product is not available.' }),
  ).toBeVisible();

  // Published from the list: now on sale, and the size with 2 pieces says so.
  await admin.goto(`/admin/product?q=${encodeURIComponent(name)}`);
  await admin.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(admin.getByText('Product status updated.')).toBeVisible();
  await expect(
    admin.getByRole('row').filter({ hasText: name }).getByText('Active', { exact: true }),
  ).toBeVisible();
  await shopper.goto(productUrl);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('button', { name: /4-5 y\s*Only 2 left/ })).toBeVisible();
  await expect(shopper.getByRole('button', { name: /6-7 y/ })).not.toContainText('left');
  await shot(shopper, 'product-only-2-left');

  // Hidden: its page is gone for shoppers, with similar products offered.
  await admin.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(
    admin.getByRole('row').filter({ hasText: name }).getByText('Hidden', { exact: true }),
  ).toBeVisible();
  await shopper.goto(productUrl);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'This product is not available.' }),
  ).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Explore more like this' })).toBeVisible();
  await shot(shopper, 'product-not-available');

  // Archived, after saying yes.
  await admin.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Archive ${name}?` });
  await expect(confirm).toBeVisible();
  await shot(admin, 'admin-archive-confirm');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(
    admin.getByRole('row').filter({ hasText: name }).getByText('Archived', { exact: true }),
  ).toBeVisible();
  await shot(admin, 'admin-products-archived');

  await shopperContext.close();
  await adminContext.close();
});

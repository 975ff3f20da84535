import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './support/admin';
import { expectNoSidewaysScroll } from './support/page-width';

// A product's life in the back office, as the owner lives it: a new product saved as a draft and previewed (the
// shopper cannot see it), published (the shopper sees it, with "Only 2 left"), hidden (its page says it is not
// available), then archived after a confirmation. On the way, the SKUs of its sizes: one typed on the add form, the
// others generated, and one another product holds refused beside its size on the edit form. On a phone no page of
// the way scrolls sideways.

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });
}

async function addDraftProduct(admin: Page, name: string, sku: string) {
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
  // Each offered size has a SKU field: empty, it shows the generated SKU's shape; one is typed.
  await expect(admin.getByLabel('SKU for 6-7 y')).toHaveAttribute('placeholder', 'LH-······-6-7Y');
  await expect(admin.getByLabel('SKU for 2-3 y')).toBeDisabled();
  await admin.getByLabel('SKU for 4-5 y').fill(sku);
  await admin.getByLabel('Status', { exact: true }).selectOption('draft');
  const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b59ce0' } })
    .png()
    .toBuffer();
  await admin
    .locator('#image-slot-1')
    .setInputFiles({ name: 'frock.png', mimeType: 'image/png', buffer: picture });
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'admin-add-product-skus');
  await admin.getByRole('button', { name: 'Add Product' }).click();
  await expect(admin.getByText('Product created successfully!')).toBeVisible();
}

/** A SKU of some other product's size, read as the back office reads the list. */
async function otherProductsSku(admin: Page): Promise<string> {
  const answer = await admin.request.get('/api/admin/fetchAllProducts?status=active');
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as { products: Array<{ sizeAndStock: Array<{ sku: string }> }> };
  const sku = products.flatMap((product) => product.sizeAndStock.map((size) => size.sku))[0];
  expect(sku).toBeTruthy();
  return sku!;
}

test('draft → preview → publish ("Only 2 left") → hide → archive @phone', async ({ browser }) => {
  // A long way through two browsers (admin and shopper): more than the default minute on a busy machine.
  test.slow();
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Lilac Smock Frock ${tag}`;
  const sku = `LILAC-45-${tag}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await addDraftProduct(admin, name, sku);

  // The list, filtered to drafts, shows it with its badge; its stock editor has the typed SKU and a generated one,
  // and opening it does not make the page wider than a phone.
  await admin.goto(`/admin/product?status=draft&q=${encodeURIComponent(name)}`);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByText('Edit stock').click();
  await expect(row.getByLabel('SKU 4-5 y')).toHaveValue(sku);
  await expect(row.getByLabel('SKU 6-7 y')).toHaveValue(/^LH-[0-9A-F]{6,}-6-7Y$/);
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'admin-products-draft');

  // The edit form shows each size's SKU; one another product's size holds is refused beside that size, and the
  // product keeps its own.
  const editHref = await row.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');
  const taken = await otherProductsSku(admin);
  await admin.goto(editHref!);
  await expect(admin.getByLabel('SKU for 4-5 y')).toHaveValue(sku);
  await admin.getByLabel('SKU for 6-7 y').fill(taken.toLowerCase());
  await admin.getByRole('button', { name: 'Update Product' }).click();
  const takenMessage = `The SKU ${taken.toLowerCase()} is already used by another product's size.`;
  await expect(admin.getByLabel('SKU for 6-7 y')).toHaveAccessibleDescription(takenMessage);
  await expect(admin.getByLabel('SKU for 6-7 y')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'admin-edit-product-sku-taken');
  await admin.goto(`/admin/product?q=${encodeURIComponent(name)}`);
  await row.getByText('Edit stock').click();
  await expect(row.getByLabel('SKU 6-7 y')).toHaveValue(/^LH-[0-9A-F]{6,}-6-7Y$/);

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
  // A size the product is not made in is absent, not sold out.
  await expect(shopper.getByRole('button', { name: /2-3 y/ })).toHaveCount(0);
  await expectNoSidewaysScroll(shopper);
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

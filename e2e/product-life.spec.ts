import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './support/admin';
import { expectNoSidewaysScroll } from './support/page-width';
import { addAddressByApi, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// A product's life in the back office, as the owner lives it: a new product saved as a draft and previewed (the
// shopper cannot see it), published (the shopper sees it, with "Only 2 left"), hidden (its page says it is not
// available), then archived after a confirmation. On the way, the SKUs of its sizes: one typed on the add form, the
// others generated, and one another product holds refused beside its size on the edit form. On a phone no page of
// the way scrolls sideways. Then a product hidden while a shopper holds it in the bag and the wishlist.

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
  await saveScreen(admin, 'admin-add-product-skus');
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
  await saveScreen(admin, 'admin-products-draft');

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
  await saveScreen(admin, 'admin-edit-product-sku-taken');
  await admin.goto(`/admin/product?q=${encodeURIComponent(name)}`);
  await row.getByText('Edit stock').click();
  await expect(row.getByLabel('SKU 6-7 y')).toHaveValue(/^LH-[0-9A-F]{6,}-6-7Y$/);

  // The preview: the product page as shoppers will see it, marked.
  await row.getByRole('link', { name: `Preview ${name} as shoppers see it` }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Draft — not visible to shoppers' }),
  ).toBeVisible();
  await saveScreen(admin, 'admin-preview-draft');
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
  await saveScreen(shopper, 'product-only-2-left');

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
  await saveScreen(shopper, 'product-not-available');

  // Archived, after saying yes.
  await admin.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Archive ${name}?` });
  await expect(confirm).toBeVisible();
  await saveScreen(admin, 'admin-archive-confirm');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(
    admin.getByRole('row').filter({ hasText: name }).getByText('Archived', { exact: true }),
  ).toBeVisible();
  await saveScreen(admin, 'admin-products-archived');

  await shopperContext.close();
  await adminContext.close();
});

test('a product hidden while in a bag and a wishlist: shown as not available, and not ordered @phone', async ({
  browser,
}) => {
  // Two browsers and a shopper registered through the mailbox: more than the default minute on a busy machine.
  test.slow();
  const name = `Teal Festive Kurta ${Date.now().toString(36).toUpperCase()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  const picture = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const added = await admin.request.post('/api/admin/addProduct', {
    multipart: {
      name,
      description: 'A teal cotton kurta for festivals.',
      price: '999',
      discountPrice: '799',
      category: 'Ethnic Wear',
      gender: 'Boys',
      'sizeAndStock[]': JSON.stringify({ size: '4-5 y', stock: 5 }),
      images: { name: 'kurta.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const productId = ((await added.json()) as { product: { _id: string; status: string } }).product._id;

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await registerShopper(shopper, 'hidden-bag');
  const bagged = await shopper.request.post('/api/user/addToCart', {
    data: { productId, size: '4-5 y', quantity: 1 },
  });
  expect(bagged.ok(), await bagged.text()).toBe(true);
  const wished = await shopper.request.post(`/api/user/addToWishlist/${productId}`);
  expect(wished.ok(), await wished.text()).toBe(true);
  const addressId = await addAddressByApi(shopper);

  // The shop hides it.
  const hidden = await admin.request.post(`/api/admin/products/${productId}/status`, {
    data: { status: 'hidden' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);

  // The bag keeps the line, says it is no longer available, and will not go to checkout.
  await shopper.goto('/cart');
  await expect(shopper.getByText(name)).toBeVisible();
  await expect(shopper.getByText('This product is no longer available').first()).toBeVisible();
  await expect(shopper.getByText('1 piece is not counted: no longer available.')).toBeVisible();
  await expect(shopper.getByText(/not enough left in stock/)).toHaveCount(0);
  await expect(shopper.getByRole('button', { name: 'CHECKOUT' })).toBeDisabled();
  await expectNoSidewaysScroll(shopper);
  await saveScreen(shopper, 'bag-product-hidden');

  // The wishlist shows it, not available.
  await shopper.goto('/wishlist');
  await expect(shopper.getByText(name)).toBeVisible();
  await expect(shopper.getByText('This product is no longer available')).toBeVisible();
  await expectNoSidewaysScroll(shopper);
  await saveScreen(shopper, 'wishlist-product-hidden');

  // Ordering it anyway (an old tab) is refused with 409 naming it.
  const bag = (await (await shopper.request.get('/api/user/getCartItems')).json()) as {
    pricingSummary: Record<string, number>;
  };
  const order = await shopper.request.post('/api/user/createOrder', {
    headers: { 'Idempotency-Key': `hidden-${productId}` },
    data: {
      addressInfo: addressId,
      paymentMethod: 'cod',
      coupon: null,
      items: [{ productId, size: '4-5 y', quantity: 1 }],
      pricingSummary: bag.pricingSummary,
    },
  });
  expect(order.status(), await order.text()).toBe(409);
  expect(((await order.json()) as { message: string }).message).toBe(
    `${name} is no longer available. Please remove it from your bag.`,
  );

  await shopperContext.close();
  await adminContext.close();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './support/admin';

// Pictures of odd sizes, as an admin really uploads them: each shows to shoppers on the product page and in the
// list, from a rendition that exists (no failed request, no "Coming soon" fallback), and the admin is told when a
// picture is too small for a phone.

/** Requests for pictures that failed or answered an error, collected while the page is used. */
function failedPictures(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  return failed;
}

/** The picture has loaded from a stored rendition, not the fallback. */
async function expectPictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/[0-9a-f-]{36}\/\d+\.webp$/,
  );
}

const SIDES = [300, 600, 2000] as const;

test('admin uploads 300, 600 and 2000 px pictures; each shows on the product page and the list', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdmin(admin);
  const stamp = Date.now().toString(36);
  const nameOf = (side: number) => `Square Picture Frock ${side} ${stamp}`;

  for (const side of SIDES) {
    await admin.goto('/admin/addProduct');
    await admin.getByLabel('Product Name', { exact: true }).fill(nameOf(side));
    await admin.getByLabel('Description', { exact: true }).fill(`A frock photographed at ${side} px.`);
    await admin.getByLabel('Price (₹)', { exact: true }).fill('999');
    await admin.getByLabel('Discount Price (₹)').fill('799');
    await admin.getByLabel('Category', { exact: true }).selectOption('Casual Wear');
    await admin.getByLabel('Gender', { exact: true }).selectOption('Girls');
    await admin.getByRole('checkbox', { name: '4-5 y' }).check();
    await admin.getByLabel('Stock for 4-5 y').fill('5');
    const picture = await sharp({
      create: { width: side, height: side, channels: 3, background: side === 300 ? '#ec5f8f' : '#3d8fe0' },
    })
      .jpeg()
      .toBuffer();
    await admin
      .locator('#image-slot-1')
      .setInputFiles({ name: `photo-${side}.jpg`, mimeType: 'image/jpeg', buffer: picture });
    const warning = admin.getByText(`This picture is ${side} × ${side} px`);
    if (side < 800) await expect(warning).toBeVisible();
    else {
      await expect(admin.getByRole('img', { name: /Image 1: photo-2000\.jpg/ })).toBeVisible();
      await expect(warning).toHaveCount(0);
    }
    await admin.getByRole('button', { name: 'Add Product' }).click();
    await expect(admin.getByText('Product created successfully!')).toBeVisible();
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 3 : 1 });
    const shopper = await context.newPage();
    const failed = failedPictures(shopper);
    // The list, newest first: the three new products lead it.
    await shopper.goto('/allProducts');
    for (const side of SIDES) {
      // Card pictures are decorative (alt=""), so they are found through their card.
      const card = shopper
        .locator('article')
        .filter({ has: shopper.getByRole('link', { name: nameOf(side) }) });
      await expectPictureShown(card.locator('img'));
    }
    for (const side of SIDES) {
      await shopper.getByRole('link', { name: nameOf(side) }).click();
      await expect(shopper.getByRole('heading', { level: 1, name: nameOf(side) })).toBeVisible();
      await expectPictureShown(shopper.getByRole('img', { name: nameOf(side) }).first());
      await shopper.goBack();
    }
    expect(failed, `${viewport.width} px`).toEqual([]);
    await context.close();
  }
});

test("a phone at 2x fetches the 800 px rendition for a product's main picture @phone", async ({
  browser,
}) => {
  // A 390 px screen at 2 pixels a CSS pixel needs 780 px: the 800 px rendition, not the 1200 px one.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const failed = failedPictures(page);
  await page.goto('/productDetails/00000000-0000-4000-8000-000000000001');
  const main = page.locator('article img[fetchpriority="high"]');
  await expectPictureShown(main);
  const source = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(source).toMatch(/\/800\.webp$/);
  // The file itself is 800 px wide (the element's naturalWidth is scaled by the pixel density it was chosen for).
  const file = await page.request.get(source);
  expect((await sharp(await file.body()).metadata()).width).toBe(800);
  expect(failed).toEqual([]);
  await context.close();
});

test('a phone fetches the 480 px card rendition for the product list @phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/')) pictures.push(new URL(request.url()).pathname);
  });
  // Demo products only (their drawings are 1200 px wide, so every width exists).
  await page.goto('/allProducts?category=Ethnic+Wear');
  await expectPictureShown(page.locator('article img').first());
  expect(pictures.length).toBeGreaterThan(0);
  expect(
    pictures.every((path) => path.endsWith('/480.webp')),
    pictures.join(', '),
  ).toBe(true);
  await context.close();
});

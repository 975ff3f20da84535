import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failFirstThreeLoads, pressTryAgain } from './support/failed-load';

// Demo product 8 (Rainbow Stripe Cotton Shorts) is sold out in every size but 6-7 y.
const SHORTS = '/productDetails/00000000-0000-4000-8000-000000000008';

test.describe('catalog and discovery', () => {
  test('home → Girls → filter and sort → product → size selection', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
    await expect(
      page.locator('#new-arrivals ~ * article, section[aria-labelledby="new-arrivals"] article').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Girls' }).click();
    await expect(page).toHaveURL(/\/allProducts\?gender=Girls$/);
    await expect(page.getByRole('checkbox', { name: 'Girls' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Party Wear' }).check();
    await expect(page).toHaveURL(/category=Party\+Wear|category=Party%20Wear/);
    await page.getByLabel('Sort').selectOption('priceLow');
    await expect(page).toHaveURL(/sort=priceLow/);
    const prices = page.locator('main article p span.font-extrabold');
    await expect(page.locator('[aria-busy="false"]')).toBeVisible();
    await expect
      .poll(async () => {
        const values = (await prices.allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
        return values.length > 1 && values.every((value, i) => i === 0 || values[i - 1]! <= value);
      })
      .toBe(true);
    await expectNoSeriousA11yViolations(page);

    // Back undoes the sort; forward restores it.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=priceLow/);
    await page.goForward();
    await expect(page).toHaveURL(/sort=priceLow/);

    const firstName = (await page.locator('main article :is(h2, h3) a').first().textContent())!;
    await page.locator('main article :is(h2, h3) a').first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(firstName));
    await expect(page.getByText('Please select a size.')).toBeVisible();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    const size = page.locator('fieldset button[aria-pressed]:not([disabled])').first();
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Please select a size.')).toBeHidden();
    await expect(addToCart).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Explore more like this' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('search from the header finds frocks, also misspelt', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('frok');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=frok$/);
    await expect(page.getByRole('heading', { name: 'Search Results for "frok"' })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText(/Frock/i);
    await search.fill('zzqqxx');
    await search.press('Enter');
    await expect(page.getByText('No results found.')).toBeVisible();
  });

  test.describe(() => {
    // The product's read is a catalog read the service worker fetches once it controls the page, and requests a
    // service worker sends never reach page.route, so this journey runs without one.
    test.use({ serviceWorkers: 'block' });

    test('a product that could not be loaded on a failing network offers Try again, which loads it', async ({
      page,
    }) => {
      // A product opened from a list: its page's first screen comes with the HTML only when the page is opened
      // directly.
      await page.goto('/search?q=rainbow%20shorts');
      await failFirstThreeLoads(page, '**/api/user/productDetail/*');
      await page
        .getByRole('link', { name: /Rainbow Stripe Cotton Shorts/ })
        .first()
        .click();
      const retry = await pressTryAgain(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Rainbow Stripe Cotton Shorts' }),
      ).toBeVisible();
      await expect(retry).toHaveCount(0);
    });

    test('search results that could not be loaded on a failing network offer Try again, which loads them', async ({
      page,
    }) => {
      await page.goto('/');
      await failFirstThreeLoads(page, '**/api/user/searchResults*');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('frock');
      await box.press('Enter');
      const retry = await pressTryAgain(page);
      await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toHaveText(
        /frock|dress/i,
      );
      await expect(retry).toHaveCount(0);
    });
  });

  test('a product page at phone width: sold-out sizes, gallery and server-rendered head @phone', async ({
    page,
    request,
  }) => {
    await page.goto(SHORTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Rainbow Stripe Cotton Shorts' })).toBeVisible();
    const soldOut = page.getByRole('button', { name: /2-3 y/ });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toContainText('Stock Out');
    await page.getByRole('button', { name: '6-7 y' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await page.getByRole('button', { name: 'Show picture 2' }).click();
    await expect(page.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const main = page.getByRole('img', { name: 'Rainbow Stripe Cotton Shorts' });
    await expect(main).toHaveAttribute('srcset', /320w/);
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoSeriousA11yViolations(page);

    const html = await (await request.get(SHORTS)).text();
    expect(html).toContain('<title>Rainbow Stripe Cotton Shorts | LittleHope</title>');
    expect(html).toContain('property="og:title" content="Rainbow Stripe Cotton Shorts"');
    expect(html).toContain('"@type":"Product"');
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Bright striped shorts');
    await page.goto('/productDetails/00000000-0000-4000-8000-999999999999');
    await expect(page.getByText('Product not found.')).toBeVisible();
  });

  test('all products on a phone: filters and sort open in overlays @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'overlays are the phone layout');
    await page.goto('/allProducts');
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: 'Boys' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Boys' })).toBeChecked();
    await dialog.getByText('8-9 y').click();
    await dialog.getByRole('button', { name: /Show \d+ products/ }).click();
    await expect(page).toHaveURL(/gender=Boys/);
    await expect(page).toHaveURL(/size=8-9/);
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('dialog', { name: 'Sort' }).getByLabel('Price: high to low').click();
    await expect(page).toHaveURL(/sort=priceHigh/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

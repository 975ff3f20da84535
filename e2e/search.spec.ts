import { expect, test } from '@playwright/test';
import { saveScreen } from './support/screens';

// Searching as parents type: a misspelling finds the garment with a result count; a search that finds nothing
// offers "Did you mean" and popular categories instead of a dead end.

test('a misspelled search shows t-shirts with a result count @phone', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('tshrt');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tshrt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for "tshrt"' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toBeVisible();
  const shown = Number((await count.textContent())!.split(' ')[0]);
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(shown);
  for (const name of await names.allTextContents()) expect(name).toMatch(/t-shirt|tee/i);
});

test('no results offers Did you mean and popular categories @phone', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('frokc xyzzy')}`);
  await expect(page.getByText('No results found.')).toBeVisible();
  const suggestion = page.getByRole('link', { name: 'frock', exact: true });
  await expect(page.getByText('Did you mean')).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Popular categories' });
  await expect(categories.getByRole('link')).toHaveCount(4);
  await expect(categories.getByRole('link', { name: 'Ethnic Wear' })).toHaveAttribute(
    'href',
    '/allProducts?category=Ethnic+Wear',
  );
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=frock$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toHaveText(
    /frock|dress/i,
  );
});

test('an age search shows what it understood as chips; removing one searches again without it @phone', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('frock for 3 year old girl');
  await box.press('Enter');
  const chips = page.getByRole('list', { name: 'Searching for' });
  await expect(chips.getByRole('button')).toHaveText(['frock', '2-3 y · age 3', 'Girls']);
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toBeVisible();
  const withAge = Number((await count.textContent())!.split(' ')[0]);
  const names = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(withAge);
  for (const name of await names.allTextContents()) expect(name).toMatch(/frock|dress/i);
  await saveScreen(page, 'search-age', { fullPage: false });

  await chips.getByRole('button', { name: 'Remove 2-3 y · age 3' }).click();
  await expect(page).toHaveURL(/\/search\?q=frock%20girls$/);
  await expect(chips.getByRole('button')).toHaveText(['frock', 'Girls']);
  await expect(count).toBeVisible();
  expect(Number((await count.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(withAge);

  await chips.getByRole('button', { name: 'Remove Girls' }).click();
  await expect(page).toHaveURL(/\/search\?q=frock$/);
  // A plain search has nothing more to show than its words.
  await expect(chips).toHaveCount(0);
  await expect(names.first()).toHaveText(/frock|dress/i);
});

test('search results take the list filters and sorts @phone', async ({ page, isMobile }) => {
  await page.goto(`/search?q=${encodeURIComponent('kurta')}`);
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())!.split(' ')[0]);
  if (isMobile) {
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: 'Boys' }).check();
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await page.getByRole('button', { name: 'Sort' }).click();
    await page
      .getByRole('dialog', { name: 'Sort' })
      .getByRole('radio', { name: 'Price: low to high' })
      // The sheet closes on the pick: a click, not check(), which would look for the radio afterwards.
      .click();
  } else {
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: 'Boys' })
      .check();
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('priceLow');
  }
  await expect(page).toHaveURL(/q=kurta/);
  await expect(page).toHaveURL(/gender=Boys/);
  await expect(page).toHaveURL(/sort=priceLow/);
  await expect(count).not.toHaveText(`${all} products`);
  // The URL changes before the sorted list arrives: the page keeps showing the list before it (dimmed, busy) until then.
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  const cards = page.getByRole('listitem');
  await expect(cards.first()).toContainText('Boys');
  const pricesShown = async () =>
    (await cards.getByText(/^₹[\d,]+$/).allTextContents()).map((text) => Number(text.replace(/[₹,]/g, '')));
  await expect.poll(async () => (await pricesShown()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const prices = await pricesShown();
      return prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
  await saveScreen(page, 'search-filters', { fullPage: false });
});

test('a search of more than a page says which page it shows, and Next goes on @phone', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('girls')}`);
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toBeVisible();
  const pages = Math.ceil(Number((await count.textContent())!.split(' ')[0]) / 28);
  expect(pages).toBeGreaterThan(1);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText(`Page 1 of ${pages}`);
  const firstOfPageOne = await page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent();
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination).toContainText(`Page 2 of ${pages}`);
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).not.toHaveText(
    firstOfPageOne!,
  );
});

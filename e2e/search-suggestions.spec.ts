import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';

// Suggestions while typing in the header's search (docs/decisions/0064-search-suggestions.md): a parent types the
// beginning of a word, picks a product or a search scoped to a category, with the keyboard or a tap.

const boxOf = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const listOf = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test('"fro" suggests frocks; the arrows and Enter open one; Escape closes the list @phone', async ({
  page,
}) => {
  await page.goto('/');
  const box = boxOf(page);
  // A slow keystroke can pause the typing long enough to ask for "fr" first, and the list keeps that answer until
  // the one for "fro" arrives: the checks below are about the latter.
  const froAnswered = page.waitForResponse(
    (response) =>
      new URL(response.url()).searchParams.get('q') === 'fro' && response.url().includes('/suggest'),
  );
  await box.pressSequentially('fro');
  await froAnswered;
  const list = listOf(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = list.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toHaveText(/frock|dress/i);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ suggestions$/ })).toBeAttached();
  // Options are tap targets: at least 44 px tall.
  const optionHeights = await list
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getBoundingClientRect().height));
  expect(optionHeights.length).toBeGreaterThan(0);
  for (const height of optionHeights) expect(height).toBeGreaterThanOrEqual(44);
  await saveScreen(page, 'suggestions', { fullPage: false });

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('fro');

  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = products.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const name = (await second.locator('span').first().textContent())!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productDetails\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(list).toBeHidden();
});

test('a scoped suggestion opens the search with its category and gender chosen @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/allProducts');
  const box = boxOf(page);
  await box.pressSequentially('frock');
  const scoped = listOf(page).getByRole('group', { name: 'Search in' }).getByRole('option').first();
  await expect(scoped).toHaveText(/^frock in Girls · /);
  const category = (await scoped.textContent())!.replace(/^frock in Girls · /, '');
  // A finger on the phone, the mouse on the desktop.
  await (testInfo.project.name === 'phone' ? scoped.tap() : scoped.click());
  await expect(page).toHaveURL(
    `/search?${new URLSearchParams({ q: 'frock', category, gender: 'Girls' }).toString()}`,
  );
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toHaveText(
    /frock|dress/i,
  );
  await expect(listOf(page)).toBeHidden();
});

test('desktop: the list opens under the box, Enter with none active searches the typed text', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const box = boxOf(page);
  await box.pressSequentially('kurta');
  await expect(listOf(page).getByRole('option').first()).toHaveText(/kurta/i);
  await saveScreen(page, 'suggestions-1280', { fullPage: false });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kurta$/);
  await expect(listOf(page)).toBeHidden();
});

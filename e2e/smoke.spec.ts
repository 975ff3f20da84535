import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('shop shell', () => {
  test('home renders with header, footer and no serious accessibility problems @phone', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        errors.push(message.text());
    });
    await page.goto('/');
    await expect(page).toHaveTitle(/LittleHope/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('2025');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('header navigation: search, contact and a deep link that survives a reload', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('frock');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=frock$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText('We typically respond within 1–2 business days.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('We typically respond within 1–2 business days.')).toBeVisible();
  });

  test('a guarded page sends a visitor to /login', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin code is not downloaded on storefront pages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /admin|recharts|dashboard/i.test(url))).toEqual([]);
  });

  test('an unknown page shows the not-found screen, an unknown API path JSON 404', async ({
    page,
    request,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toHaveProperty('message');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('User-agent');
  });
});

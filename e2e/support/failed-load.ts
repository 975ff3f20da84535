import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** The network fails for a read's first load and its two automatic retries, then comes back. */
export async function failFirstThreeLoads(page: Page, url: string): Promise<void> {
  let failures = 3;
  await page.route(url, (route) => (failures-- > 0 ? route.abort() : route.continue()));
}

/**
 * The page that could not load says so in an alert with "Try again" (no serious accessibility problem), and the
 * shopper presses it. Returns the button, to check that it goes once the page has loaded.
 */
export async function pressTryAgain(page: Page): Promise<Locator> {
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ has: retry })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await retry.click();
  return retry;
}

import { expect, type Page } from '@playwright/test';

/**
 * The admin the journeys log in as. The shop under test is started with it as ADMIN_EMAIL/ADMIN_PASSWORD
 * (start-shop.ts): without them a shop makes a demo admin with a random password only.
 */
export const E2E_ADMIN = { email: 'admin@gmail.com', password: 'Admin@123' } as const;

/** Logs in as the journeys' admin and waits for the dashboard. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
}

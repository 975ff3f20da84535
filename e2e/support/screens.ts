import { test, type Page } from '@playwright/test';

/**
 * Keeps a picture of the screen for a person to look at after a run: in the test's own output folder (under
 * test-results/, which git ignores and Playwright empties at the start of a run), named for the screen and the
 * project, so that each screen is seen at a phone's width and a desktop's. The whole page unless told otherwise.
 */
export async function saveScreen(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage });
}

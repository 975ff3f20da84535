import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { addDemoProductToBag, registerShopper } from './support/shopper';
import { saveScreen } from './support/screens';

// The installable shop (src/web/pwa): the manifest and worker Chromium needs to offer installing it, catalog pages
// seen before opening again without a network, an offline page for the rest, and nothing of a logged-in shopper
// ever answered from the worker's caches.

const SEEN = '/productDetails/00000000-0000-4000-8000-000000000001';
const NOT_SEEN = '/productDetails/00000000-0000-4000-8000-000000000002';

/** Waits until the service worker controls the page, so that what the page loads next goes through it. */
async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every URL kept in the worker's caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

/**
 * The fonts Chromium drew an element's text with. The offline page's Hindi must be drawn by a Devanagari font the
 * system has (the app's self-hosted one is not kept for offline use), not as boxes.
 */
async function devanagariFontsOf(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => /Devanagari|Nirmala|Kohinoor|Mangal/.test(font.familyName));
}

test.describe('the installable shop', () => {
  test('meets Chromium’s install criteria @phone', async ({ baseURL }) => {
    // Chromium never offers to install from a private window, which a test's browser context is: this one runs
    // in a profile of its own.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'littlehope-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await untilControlled(page);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({
        name: expect.any(String),
        short_name: 'LittleHope',
        display: 'standalone',
      });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a product page seen before reloads offline; one never seen shows the offline page @phone', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await untilControlled(page);
    await page.goto(SEEN);
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    const productName = (await name.textContent())!;
    const price = (await page.locator('main').getByText(/₹/).first().textContent())!;
    const picture = page.locator('main img').first();
    await expect(picture).toHaveJSProperty('complete', true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.locator('main').getByText(price).first()).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await saveScreen(page, 'offline-product', { fullPage: false });

    await page.goto(NOT_SEEN);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await saveScreen(page, 'offline-page', { fullPage: false });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a page kept while the cookie said Hindi opens offline in Hindi, and in English once English is chosen @phone', async ({
    page,
    context,
    baseURL,
  }) => {
    // The server wrote this page for a Hindi visitor (lang, Hindi preloads: docs/decisions/0065); the worker keeps
    // that copy. Offline, the app's own choice decides the page's language, whatever the copy says.
    await context.addCookies([{ name: 'littlehope_language', value: 'hi', url: baseURL! }]);
    await page.goto('/');
    await untilControlled(page);
    await page.reload();
    const hindiTitle = page.getByRole('heading', { level: 1, name: 'छोटे कपड़े, बड़ी मुस्कानें' });
    await expect(hindiTitle).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(hindiTitle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await saveScreen(page, 'offline-hindi', { fullPage: false });
    // The copy the worker keeps is the Hindi page, and it is what an offline reload gets.
    const kept = await page.evaluate(async () => (await (await caches.match('/'))?.text()) ?? '');
    expect(kept).toContain('<html lang="hi-IN">');
    expect(kept).toContain('rel="modulepreload"');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Little outfits, big smiles' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Little outfits, big smiles' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await context.setOffline(false);
  });

  test('with Hindi chosen, a page never seen shows the offline page in Hindi @phone', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await untilControlled(page);
    // As a parent chooses it: the header's switch, which the app keeps in this browser.
    await page.getByRole('banner').getByRole('button', { name: /हिन्दी/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    await context.setOffline(true);
    await page.goto(NOT_SEEN);
    await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('आप ऑफ़लाइन हैं — LittleHope');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeVisible();
    expect(await devanagariFontsOf(page, 'main[lang="hi-IN"] h1')).toEqual([
      expect.objectContaining({ isCustomFont: false }),
    ]);
    await saveScreen(page, 'offline-page-hindi', { fullPage: false });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('आप ऑफ़लाइन हैं');
    await expect(page.getByText('साइज़ चुनें', { exact: true })).toBeVisible();

    // The cookie the server is told the language by says it too, when this browser's storage does not.
    await context.setOffline(true);
    await page.evaluate(() => localStorage.removeItem('littlehope.language'));
    await context.addCookies([{ name: 'littlehope_language', value: 'hi', url: baseURL! }]);
    await page.goto('/returns');
    await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await context.setOffline(false);
  });

  test('never answers a logged-in call from its caches, and the bag needs the network @phone', async ({
    page,
    context,
  }) => {
    await registerShopper(page, 'offline');
    await addDemoProductToBag(page);
    await page.goto('/');
    await untilControlled(page);

    const bagAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/user/getCartItems')
        bagAnswers.push(response.fromServiceWorker());
    });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The heading shows while the bag is still on its way: the reload's own answer is waited for.
    const reloadedBag = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/getCartItems',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await reloadedBag).fromServiceWorker()).toBe(false);
    expect(bagAnswers.length).toBeGreaterThan(0);
    expect(bagAnswers.every((fromWorker) => !fromWorker)).toBe(true);

    const kept = await cachedUrls(page);
    const shopperCalls = kept.filter(
      (path) =>
        path.startsWith('/api/') &&
        !/^\/api\/user\/(?:newArrivals|getAllproducts|search|searchResults|productDetail\/[^/]+)$/.test(path),
    );
    expect(shopperCalls).toEqual([]);
    expect(kept).not.toContain('/cart');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { saveScreen } from './support/screens';

// Hindi on a phone without a Devanagari font (docs/decisions/0062, 0065): the shop's own Noto Sans Devanagari
// subset draws it, and where the web font cannot come, a phone that has a Devanagari font still shows Hindi with it.

const HERO_TITLE = 'छोटे कपड़े, बड़ी मुस्कानें';
const FAMILY = 'Noto Sans Devanagari';
const PHONE = { width: 390, height: 844 };

/** A fontconfig that knows DejaVu only: no font on this "phone" has a Devanagari letter. */
function fontconfigWithoutDevanagari(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'littlehope-fonts-'));
  const file = path.join(folder, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>${path.join(folder, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return file;
}

/** Opens the home page in Hindi, as a parent whose cookie says हिन्दी does. */
async function openHindiHome(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'littlehope_language', value: 'hi', url: baseURL }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

/** The fonts Chromium drew the hero title with: family, whether a web font, and how many glyphs. */
async function fontsOfHeroTitle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** The state of the page's Noto Sans Devanagari faces ('loaded', 'error', …). */
async function webFaceStatuses(page: Page): Promise<string[]> {
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/['"]/g, '') === family)
      .map((face) => `${face.weight} ${face.status}`);
  }, FAMILY);
}

/**
 * Widths of Devanagari words in a font family, drawn in the page. Where no font has the letters, each one is the
 * same empty box, so two words of as many letters have the same width; real glyphs make them differ.
 */
async function devanagariWidths(page: Page, family: string): Promise<[number, number]> {
  return page.evaluate((fontFamily) => {
    const width = (text: string) => {
      const span = document.createElement('span');
      span.style.font = `32px ${fontFamily}`;
      span.style.whiteSpace = 'pre';
      span.textContent = text;
      document.body.append(span);
      const measured = span.getBoundingClientRect().width;
      span.remove();
      return measured;
    };
    return [width('कखग'), width('घङच')];
  }, family);
}

test.describe('Devanagari without the phone’s font', () => {
  let noDevanagari: Browser;

  test.beforeAll(async () => {
    noDevanagari = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutDevanagari() },
    });
  });

  test.afterAll(async () => {
    await noDevanagari.close();
  });

  test('the shop’s own font draws Hindi on a phone that has none @phone', async ({ baseURL }) => {
    const context = await noDevanagari.newContext({
      baseURL,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await openHindiHome(page, baseURL!);

    // The premise: this browser has no Devanagari letter (a font without them draws boxes of one width).
    const [boxes, otherBoxes] = await devanagariWidths(page, '"DejaVu Sans"');
    expect(boxes).toBe(otherBoxes);

    await expect.poll(() => webFaceStatuses(page)).toContain('400 loaded');
    const fonts = await fontsOfHeroTitle(page);
    expect(fonts, JSON.stringify(fonts)).toContainEqual(
      expect.objectContaining({ familyName: FAMILY, isCustomFont: true }),
    );
    const devanagari = fonts.find((font) => font.familyName === FAMILY)!;
    expect(devanagari.glyphCount).toBeGreaterThanOrEqual(15);
    // Real letters: the same two words differ in width in the shop's font, and from the boxes.
    const [letters, otherLetters] = await devanagariWidths(page, `"${FAMILY}"`);
    expect(letters).not.toBe(otherLetters);
    expect(letters).not.toBe(boxes);
    expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'नमस्ते'), FAMILY)).toBe(
      true,
    );

    await saveScreen(page, 'home-hi-without-system-font', { fullPage: false });
    await page.goto('/allProducts');
    await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट' })).toBeVisible();
    await saveScreen(page, 'all-products-hi-without-system-font', { fullPage: false });
    await context.close();
  });

  test('with the web font blocked, the phone’s own Devanagari font draws Hindi @phone', async ({
    page,
    baseURL,
  }) => {
    const blocked: string[] = [];
    await page.route('**/*.woff2', (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await openHindiHome(page, baseURL!);
    await expect.poll(() => webFaceStatuses(page)).toContain('400 error');
    expect(blocked.some((url) => url.includes('noto-sans-devanagari'))).toBe(true);

    // The title's Devanagari is drawn with an installed font, not the shop's.
    const fonts = await fontsOfHeroTitle(page);
    const installed = fonts.filter((font) => /Devanagari/.test(font.familyName) && !font.isCustomFont);
    expect(installed.length, JSON.stringify(fonts)).toBeGreaterThan(0);
    expect(fonts.some((font) => font.isCustomFont)).toBe(false);
    const [letters, otherLetters] = await devanagariWidths(page, 'sans-serif');
    expect(letters).not.toBe(otherLetters);
    await saveScreen(page, 'home-hi-system-font', { fullPage: false });
  });
});

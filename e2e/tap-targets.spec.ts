import { expect, test, type Page } from '@playwright/test';
import { addAddressByApi, addDemoProductToBag, placeOrderByApi, registerShopper } from './support/shopper';

// Tap targets on a phone (390 px wide): every link, button and select a parent can tap on the main pages is at
// least 44×44 px, or sits in a row of text (a link inside a sentence), which WCAG lets be smaller.
const MIN = 44;

async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'a[href], button, select, [role="button"]',
    )) {
      // A stretched link (a product card's name) is tapped anywhere on its card: the card is its target.
      const after = getComputedStyle(element, '::after');
      const stretched = after.position === 'absolute' && after.content !== 'none';
      const target = stretched
        ? (element.closest<HTMLElement>('.relative, article, li') ?? element)
        : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], .sr-only')) continue;
      // A link within a sentence: its line is the target, as the exception for inline text allows.
      const parent = element.parentElement;
      if (
        element.tagName === 'A' &&
        parent &&
        getComputedStyle(parent).display === 'block' &&
        parent.tagName === 'P'
      )
        continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN);
}

test('tap targets are at least 44×44 px on the main pages at 390 px @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerShopper(page, 'taps');
  await addDemoProductToBag(page);
  const addressId = await addAddressByApi(page);
  await placeOrderByApi(page, addressId);
  await addDemoProductToBag(page);

  for (const [path, heading] of [
    ['/', /./],
    ['/cart', 'My Cart'],
    ['/order', 'My Orders'],
    ['/returns', /Returns/],
    ['/account', 'Account'],
    ['/account/manage', 'Manage Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
    // The page's own content is in: its list, form or empty state is shown before measuring.
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await smallTargets(page), `small tap targets on ${path}`).toEqual([]);
  }
});

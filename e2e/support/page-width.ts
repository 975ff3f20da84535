import { expect, type Page } from '@playwright/test';

/**
 * The page does not scroll sideways: nothing reaches past the screen's right edge except inside a region that
 * scrolls on its own (a wide table). On failure it names the outermost elements that stick out, so that the cause
 * is found at once rather than guessed.
 */
export async function expectNoSidewaysScroll(page: Page) {
  // The screen's width as set for the page: a phone browser widens its own viewport (innerWidth) to a page that
  // overflows, so that could not tell.
  const screenWidth = page.viewportSize()?.width;
  expect(screenWidth, 'the page has a fixed viewport').toBeDefined();
  const found = await page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { scrollWidth, width, offenders: [] as string[] };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.getBoundingClientRect().right <= width + 0.5) continue;
      // Inside an ancestor that scrolls or hides its overflow it cannot widen the page, unless it is placed absolutely
      // (its containing block may then lie outside that ancestor, as a screen-reader-only text in a table cell did).
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      const position = getComputedStyle(element).position;
      if ((!clipped || position === 'absolute') && position !== 'fixed')
        offenders.push(
          `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '')}"> ends at ${Math.round(element.getBoundingClientRect().right)} px`,
        );
    }
    return { scrollWidth, width, offenders: offenders.slice(0, 5) };
  }, screenWidth!);
  expect(found.scrollWidth, `page wider than the screen: ${found.offenders.join('; ')}`).toBeLessThanOrEqual(
    found.width,
  );
}

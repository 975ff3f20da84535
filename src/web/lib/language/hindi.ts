import regularUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import boldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

// The Hindi chunk: the catalog and the Devanagari font, fetched only when a shopper chooses हिन्दी.
export { MESSAGES_HI } from '../../../contract/messages/hi/storefront';

export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/**
 * Devanagari letters and their marks only: Latin text keeps the shop's own font, and a page without Devanagari
 * never fetches these files. The rupee sign stays with the Latin font, as on English pages.
 */
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';

function fontFace(url: string, weight: number): string {
  return `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;
}

/**
 * Self-hosted Noto Sans Devanagari (a phone may have no Devanagari font at all, and then shows boxes), first in the
 * stack while the page is in Hindi; unicode-range hands every other letter to the fonts after it.
 */
export function installDevanagariFont(): void {
  if (document.getElementById('lh-devanagari')) return;
  const style = document.createElement('style');
  style.id = 'lh-devanagari';
  style.textContent = `${fontFace(regularUrl, 400)}${fontFace(boldUrl, 700)}:root:lang(hi){--font-sans:'${DEVANAGARI_FAMILY}',ui-rounded,'SF Pro Rounded','Segoe UI',system-ui,-apple-system,Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}`;
  document.head.append(style);
}

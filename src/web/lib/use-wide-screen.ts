import { useSyncExternalStore } from 'react';

/**
 * The width from which the storefront shows its desktop layout: Tailwind's `md` breakpoint (48rem), written once
 * here for what the page decides in code rather than in CSS.
 */
const WIDE_SCREEN = '(min-width: 48rem)';

function wideScreenQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN)
    : undefined;
}

function subscribe(changed: () => void): () => void {
  const query = wideScreenQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** A browser without media queries (none the shop supports) builds every layout, and CSS decides as before. */
const isWide = () => wideScreenQuery()?.matches ?? true;

/**
 * Whether the screen is wide enough for the desktop layout, from the first render on (no layout shift) and again
 * when the window is resized or a phone turned. For parts a phone's layout never shows: built only where they are
 * seen, they cost a cheap phone nothing at load.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWide);
}

import type { MouseEvent } from 'react';
import { useTexts } from '../lib/language/use-texts';

export const MAIN_ID = 'main';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  const { SCREEN_TEXT } = useTexts();
  // Moves focus without touching the URL, so the router does not see a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={onClick}
      className="sr-only z-[70] rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {SCREEN_TEXT.skipToContent}
    </a>
  );
}

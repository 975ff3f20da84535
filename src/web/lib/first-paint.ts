import { useEffect, useState } from 'react';

/** However long a page takes to paint, nothing waits longer than this (a tab opened in the background paints late). */
const LONGEST_WAIT_MS = 10_000;

/** Whether the page has painted its first content, or the browser cannot tell (then nothing waits for it). */
function firstPaintDone(): boolean {
  if (typeof PerformanceObserver === 'undefined') return true;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return true;
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

let painted: Promise<void> | undefined;

/** Settles once the page has painted its first content, or after ten seconds without a paint. */
export function whenFirstPainted(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (firstPaintDone()) {
      resolve();
      return;
    }
    const settle = () => {
      observer.disconnect();
      clearTimeout(longest);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (firstPaintDone()) settle();
    });
    const longest = setTimeout(settle, LONGEST_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

/**
 * False until the page has painted its first content. For what the first screen can show a moment later (small
 * pictures, a picture below the fold): asked for before the first paint, it shares a slow network with the code,
 * the stylesheet and the largest picture, which the first screen waits for. True at once on every later page.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(firstPaintDone);
  useEffect(() => {
    if (done) return;
    let current = true;
    void whenFirstPainted().then(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, [done]);
  return done;
}

/** However long a page takes to paint, the work waits no longer than this (a tab opened in the background paints late). */
const LONGEST_WAIT_MS = 10_000;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs `task` once the page has loaded and has painted its first content. The load event alone can come first: a
 * page of product cards loads its pictures while its first render is still being laid out, and a download started
 * then competes with the first screen (Lighthouse counts a script fetched before the first paint as holding it).
 */
export function afterFirstPaint(task: () => void): void {
  const longest = new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS));
  void Promise.all([pageLoaded(), Promise.race([firstContentfulPaint(), longest])]).then(task);
}

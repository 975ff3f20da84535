import { whenFirstPainted } from '../lib/first-paint';

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
  void Promise.all([pageLoaded(), whenFirstPainted()]).then(task);
}

/// <reference types="vite-plugin-pwa/client" />
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { NewVersionBanner } from './new-version-banner';

/**
 * Registers the service worker (built by vite-plugin-pwa, rules in offline-caching.ts). Loaded by main.tsx once the
 * page has loaded and painted (after-first-paint.ts), so neither this code nor the worker's downloads compete with the first screen. A new version
 * waits until the shopper reloads from the banner: taking it over an open page could swap the code under it.
 */
export function registerServiceWorker(): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      root.render(
        <NewVersionBanner
          onReload={() => void updateServiceWorker(true)}
          onLater={() => root.render(null)}
        />,
      );
    },
  });
}

import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { startSession } from './api/session';
import { seedFirstScreenData } from './features/catalog/api/first-screen-data';
import { startLanguage } from './lib/language/language-store';
import { afterFirstPaint } from './pwa/after-first-paint';

seedFirstScreenData(queryClient);
startSession(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A browser that chose Hindi renders once its catalog is here (no English flash); English renders at once.
const languageReady = startLanguage();
if (languageReady) void languageReady.then(() => render(container));
else render(container);

// The installable shop's service worker, once the page has loaded and painted (production builds only: development
// serves modules one by one, which the worker would keep stale).
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  afterFirstPaint(() => {
    void import('./pwa/register-service-worker').then((module) => module.registerServiceWorker());
  });

import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { startSession } from './api/session';
import { seedFirstScreenData } from './features/catalog/api/first-screen-data';

seedFirstScreenData(queryClient);
startSession(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The installable shop's service worker, once the page has loaded (production builds only: development serves
// modules one by one, which the worker would keep stale).
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./pwa/register-service-worker').then((module) => module.registerServiceWorker());
  });

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';

// The session is requested before React renders, in parallel with the first page's code.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

/** The whole shop inside a router: the browser's here, a memory router with a client of its own in component tests. */
export function AppInRouter({ client }: { client?: QueryClient }) {
  return (
    <Providers client={client}>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </Providers>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppInRouter />
    </BrowserRouter>
  );
}

import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}

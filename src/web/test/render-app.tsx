import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppInRouter } from '../app/app';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole shop at `path`, as main.tsx starts it (providers, error boundary, route table with its guards, header
 * and lazy pages), in a memory router and with a query client of its own. Answer the API with fakeApi() first.
 */
export function renderApp(path: string) {
  const client = createQueryClient();
  onTestFinished(() => client.clear());
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppInRouter client={client} />
    </MemoryRouter>,
  );
  return { user, client, ...view };
}

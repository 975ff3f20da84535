import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MessageProvider } from '../components/messages/message-provider';
import { queryClient } from '../lib/query-client';

/**
 * Server state (TanStack Query) and the app-wide message toast. The shop has one client for the page's life; a
 * component test passes a fresh one so that no answer cached by one test is seen by the next.
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <MessageProvider>{children}</MessageProvider>
    </QueryClientProvider>
  );
}

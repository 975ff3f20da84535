import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MessageProvider } from '../components/messages/message-provider';
import { queryClient } from '../lib/query-client';

/** Server state (TanStack Query) and the app-wide message toast. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MessageProvider>{children}</MessageProvider>
    </QueryClientProvider>
  );
}

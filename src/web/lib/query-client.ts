import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same way again; only network and server failures are worth retrying.
        retry: (failureCount, error) => {
          if (isApiRequestError(error) && error.isClientError) return false;
          return failureCount < MAX_RETRIES;
        },
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One client per app instance (tests get a fresh one per render). Client errors (4xx) are
 * answers, not glitches, so only server and network failures are retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

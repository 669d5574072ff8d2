import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_QUERY_RETRIES = 2;

/** Client errors (4xx) will not change on retry; anything else gets two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

type QueryClientOptions = {
  /** Any call answered 401: the session may have ended (signed out elsewhere, expired, banned). */
  onUnauthenticated?: () => void;
};

export function createQueryClient({ onUnauthenticated }: QueryClientOptions = {}): QueryClient {
  const notice401 = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onUnauthenticated?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: notice401 }),
    mutationCache: new MutationCache({ onError: notice401 }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

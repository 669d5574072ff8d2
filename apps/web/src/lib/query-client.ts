import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

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
      // apiFetch retries what may be retried, by the one retry policy (retry-policy.ts).
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
    },
  });
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/index';

/**
 * Asks the server for the session once on mount, ignoring the cache: pages that are entered
 * from outside the app (a mail link, a provider's redirect) must not trust what was cached.
 * Returns true once the fresh answer (or a failure) is in.
 */
export function useRefreshedSession(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    void queryClient
      .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
      .catch(() => undefined)
      .finally(() => {
        if (active) setSettled(true);
      });
    return () => {
      active = false;
    };
  }, [queryClient]);
  return settled;
}

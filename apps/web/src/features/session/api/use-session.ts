import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionContract } from '@cofound/shared/session/session.contract';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => callEndpoint(sessionContract.current, {}, { signal }),
  staleTime: 60_000,
});

export type Session = {
  /** The signed-in member, or null for a signed-out visitor (and while loading). */
  user: SessionUser | null;
  /** True until the first answer arrives: guards wait instead of redirecting too early. */
  isLoading: boolean;
  /** Set only when there is no answer to fall back on. */
  error: Error | null;
  refetch: () => void;
};

/** Who is signed in. */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    error: query.data ? null : query.error,
    refetch: () => void query.refetch(),
  };
}

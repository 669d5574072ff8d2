import { useQuery } from '@tanstack/react-query';
import { safetyContract } from '@cofound/shared/safety/safety.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { safetyQueryKeys } from './safety-query-keys';

/** The members I blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: safetyQueryKeys.blocked,
    queryFn: ({ signal }) => callEndpoint(safetyContract.blocked, {}, { signal }),
  });
}

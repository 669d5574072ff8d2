import { useQuery } from '@tanstack/react-query';
import { personalityTestContract } from '@cofound/shared/personality-test/personality-test.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { personalityTestQueryKeys } from './personality-test-query-keys';

/** GET /api/personality-test/result: the signed-in member's archetype, or null before the test. */
export function useOwnArchetype(enabled = true) {
  return useQuery({
    queryKey: personalityTestQueryKeys.ownResult,
    queryFn: ({ signal }) => callEndpoint(personalityTestContract.ownResult, {}, { signal }),
    enabled,
  });
}

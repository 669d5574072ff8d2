import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchingContract } from '@cofound/shared/matching/matching.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { matchingQueryKeys } from './matching-query-keys';

export type DecideMatchInput = { profileId: string; liked: boolean };

/**
 * Like or pass. A saved profile leaves Saved; `onDecided` refreshes what the caller shows of the
 * decision (speed networking's round).
 */
export function useDecideMatch(options: { onDecided?: () => Promise<unknown> } = {}) {
  const client = useQueryClient();
  const { onDecided } = options;
  return useMutation({
    mutationFn: ({ profileId, liked }: DecideMatchInput) =>
      callEndpoint(matchingContract.decide, { params: { profileId }, body: { liked } }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: matchingQueryKeys.saved }), onDecided?.()]),
  });
}

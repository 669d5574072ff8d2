import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

export type RequestAnswer = { profileId: string; accept: boolean };

/**
 * A moderator accepts or declines a request to join (PUT or DELETE
 * /api/circles/:id/requests/:profileId); the requests, members and count are read again.
 */
export function useAnswerRequest(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, accept }: RequestAnswer) =>
      callEndpoint(accept ? circlesContract.acceptRequest : circlesContract.declineRequest, {
        params: { id: circleId, profileId },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.requests(circleId) });
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.members(circleId) });
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.detail(circleId) });
    },
  });
}

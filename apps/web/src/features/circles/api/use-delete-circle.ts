import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/** Deletes a circle with its members and discussion (admins). */
export function useDeleteCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (circleId: string) =>
      callEndpoint(circlesContract.remove, { params: { id: circleId } }),
    // Its own page goes away at once (the caller leaves it); what it was read into is read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circleQueryKeys.proposals });
      return queryClient.invalidateQueries({ queryKey: circleQueryKeys.lists });
    },
  });
}

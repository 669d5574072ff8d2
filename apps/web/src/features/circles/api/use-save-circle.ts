import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import type { CircleValues } from '@cofound/shared/circles/circles.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

/**
 * Creates a circle (an admin's opens at once, a member's waits as a proposal) or saves an admin's
 * edit; the answer is the stored circle.
 */
export function useSaveCircle(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CircleValues) =>
      circleId
        ? callEndpoint(circlesContract.update, { params: { id: circleId }, body: input })
        : callEndpoint(circlesContract.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleQueryKeys.all }),
  });
}

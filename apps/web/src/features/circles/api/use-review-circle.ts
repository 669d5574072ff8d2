import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import type { CircleReviewDecision } from '@cofound/shared/circles/circles.options';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

type Review = { circleId: string; decision: CircleReviewDecision };

/** An admin approves (it opens, its proposer moderates it) or declines a proposed circle. */
export function useReviewCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ circleId, decision }: Review) =>
      callEndpoint(circlesContract.review, { params: { id: circleId }, body: { decision } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: circleQueryKeys.all }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { usePatchIdea } from './use-patch-idea';

type InterestChange = { ideaId: string; interested: boolean };

/**
 * 'Interested in building this', on or off: the card changes at once, takes the server's exact
 * count when it answers, and goes back to what it showed when the change failed.
 */
export function useToggleInterest() {
  const patchIdea = usePatchIdea();
  return useMutation({
    mutationFn: ({ ideaId, interested }: InterestChange) =>
      callEndpoint(interested ? ideasContract.interest : ideasContract.uninterest, {
        params: { id: ideaId },
      }),
    onMutate: ({ ideaId, interested }) => {
      let previous = { interestedCount: 0, viewerIsInterested: !interested };
      patchIdea(ideaId, (idea) => {
        previous = {
          interestedCount: idea.interestedCount,
          viewerIsInterested: idea.viewerIsInterested,
        };
        if (idea.viewerIsInterested === interested) return {};
        return {
          viewerIsInterested: interested,
          interestedCount: Math.max(0, idea.interestedCount + (interested ? 1 : -1)),
        };
      });
      return previous;
    },
    onSuccess: (answer, { ideaId }) => patchIdea(ideaId, () => answer),
    onError: (_error, { ideaId }, previous) => {
      if (previous) patchIdea(ideaId, () => previous);
    },
  });
}

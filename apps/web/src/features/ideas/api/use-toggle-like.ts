import { useMutation } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { usePatchIdea } from './use-patch-idea';

type LikeChange = { ideaId: string; like: boolean };

/**
 * Likes or unlikes an idea: the card changes at once, takes the server's exact count when it
 * answers, and goes back to what it showed when the change failed.
 */
export function useToggleLike() {
  const patchIdea = usePatchIdea();
  return useMutation({
    mutationFn: ({ ideaId, like }: LikeChange) =>
      callEndpoint(like ? ideasContract.like : ideasContract.unlike, { params: { id: ideaId } }),
    onMutate: ({ ideaId, like }) => {
      let previous = { likesCount: 0, viewerHasLiked: !like };
      patchIdea(ideaId, (idea) => {
        previous = { likesCount: idea.likesCount, viewerHasLiked: idea.viewerHasLiked };
        if (idea.viewerHasLiked === like) return {};
        return {
          viewerHasLiked: like,
          likesCount: Math.max(0, idea.likesCount + (like ? 1 : -1)),
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

import { useCallback } from 'react';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../session/index';
import { useToggleLike } from '../api/use-toggle-like';
import { useIdeaSignIn } from './use-idea-sign-in';

export const LIKE_FAILED = 'Could not update your like. Please try again.';

/** Like or unlike for members; visitors go to sign in and the like resumes after. */
export function useLikeAction() {
  const { user } = useSession();
  const signIn = useIdeaSignIn();
  const toggle = useToggleLike();
  const { mutate, isPending, variables } = toggle;

  const likeOrUnlike = useCallback(
    (idea: Pick<Idea, 'id' | 'viewerHasLiked'>) => {
      if (!user) {
        signIn({ action: 'like', ideaId: idea.id });
        return;
      }
      mutate(
        { ideaId: idea.id, like: !idea.viewerHasLiked },
        { onError: () => toast.error(LIKE_FAILED) },
      );
    },
    [user, signIn, mutate],
  );

  /** True while this idea's like is on its way: further clicks wait for the answer. */
  const isBusy = (ideaId: string) => isPending && variables?.ideaId === ideaId;
  return { likeOrUnlike, isBusy };
}

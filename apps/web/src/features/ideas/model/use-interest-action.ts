import { useCallback } from 'react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../session/index';
import { useToggleInterest } from '../api/use-toggle-interest';
import { useIdeaSignIn } from './use-idea-sign-in';

/** What to say when saying (or taking back) interest failed. */
export function interestFailure(error: unknown): string {
  // The server's 400 on the member's own idea (a card read before they wrote it, say).
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return ideaMessages.ownIdea;
  return ideaMessages.interestFailed;
}

/**
 * 'Interested in building this' for members (on others' ideas); visitors go to sign in and the
 * interest resumes after.
 */
export function useInterestAction() {
  const { user } = useSession();
  const signIn = useIdeaSignIn();
  const { mutate, isPending, variables } = useToggleInterest();

  const toggleInterest = useCallback(
    (idea: Pick<Idea, 'id' | 'viewerIsInterested'>) => {
      if (!user) {
        signIn({ action: 'interest', ideaId: idea.id });
        return;
      }
      const interested = !idea.viewerIsInterested;
      mutate(
        { ideaId: idea.id, interested },
        {
          onSuccess: () =>
            toast.success(interested ? ideaMessages.interestAdded : ideaMessages.interestRemoved),
          onError: (error) => toast.error(interestFailure(error)),
        },
      );
    },
    [user, signIn, mutate],
  );

  /** True while this idea's change is on its way: further clicks wait for the answer. */
  const isBusy = (ideaId: string) => isPending && variables?.ideaId === ideaId;
  return { toggleInterest, isBusy };
}

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../session/index';
import { ideaQueryKeys } from '../api/idea-query-keys';
import { useToggleInterest } from '../api/use-toggle-interest';
import { useToggleLike } from '../api/use-toggle-like';
import { takeIdeaIntent } from './idea-intent';
import { LIKE_FAILED } from './use-like-action';
import { interestFailure } from './use-interest-action';

/**
 * After signing in, finishes what the visitor started on the board while signed out: applies the
 * like or the interest (once), or opens the comments or the Share Idea form again.
 */
export function useResumeIdeaIntent(handlers: {
  openComments: (ideaId: string) => void;
  openShareForm: () => void;
}) {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const { mutate: like } = useToggleLike();
  const { mutate: interest } = useToggleInterest();
  const latest = useRef({ handlers, like, interest });
  useEffect(() => {
    latest.current = { handlers, like, interest };
  });

  useEffect(() => {
    if (isLoading || !user) return;
    const intent = takeIdeaIntent();
    if (!intent) return;
    const { handlers: open } = latest.current;
    // The list may have been read before the change went out: read it again. A first read
    // still under way is cancelled, not joined: it would answer what was true before.
    const readListAgain = () =>
      void queryClient
        .cancelQueries({ queryKey: ideaQueryKeys.lists })
        .then(() => queryClient.invalidateQueries({ queryKey: ideaQueryKeys.lists }));
    if (intent.action === 'share') open.openShareForm();
    else if (intent.action === 'comment') open.openComments(intent.ideaId);
    // A like and an interest are idempotent on the server: saying it again changes nothing.
    else if (intent.action === 'like') {
      latest.current.like(
        { ideaId: intent.ideaId, like: true },
        { onError: () => toast.error(LIKE_FAILED), onSettled: readListAgain },
      );
    } else {
      latest.current.interest(
        { ideaId: intent.ideaId, interested: true },
        {
          onSuccess: () => toast.success(ideaMessages.interestAdded),
          onError: (error) => toast.error(interestFailure(error)),
          onSettled: readListAgain,
        },
      );
    }
  }, [isLoading, user, queryClient]);
}

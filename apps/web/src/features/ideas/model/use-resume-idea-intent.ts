import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../session/index';
import { ideaQueryKeys } from '../api/idea-query-keys';
import { useToggleLike } from '../api/use-toggle-like';
import { takeIdeaIntent } from './idea-intent';
import { LIKE_FAILED } from './use-like-action';

/**
 * After signing in, finishes what the visitor started on the board while signed out: applies the
 * like (once), or opens the comments or the Share Idea form again.
 */
export function useResumeIdeaIntent(handlers: {
  openComments: (ideaId: string) => void;
  openShareForm: () => void;
}) {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const { mutate } = useToggleLike();
  const latest = useRef({ handlers, mutate });
  useEffect(() => {
    latest.current = { handlers, mutate };
  });

  useEffect(() => {
    if (isLoading || !user) return;
    const intent = takeIdeaIntent();
    if (!intent) return;
    const { handlers: open, mutate: toggle } = latest.current;
    if (intent.action === 'share') open.openShareForm();
    else if (intent.action === 'comment') open.openComments(intent.ideaId);
    // A like is idempotent on the server: liking what the member already liked changes nothing.
    else {
      toggle(
        { ideaId: intent.ideaId, like: true },
        {
          onError: () => toast.error(LIKE_FAILED),
          // The list may have been read before the like went out: read it again. A first read
          // still under way is cancelled, not joined: it would answer what was true before.
          onSettled: () =>
            void queryClient
              .cancelQueries({ queryKey: ideaQueryKeys.lists })
              .then(() => queryClient.invalidateQueries({ queryKey: ideaQueryKeys.lists })),
        },
      );
    }
  }, [isLoading, user, queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';
import { useRefreshIdea } from './use-refresh-idea';

/** Comments on an idea; the list and the card's count follow. */
export function usePostComment(ideaId: string) {
  const queryClient = useQueryClient();
  const refreshIdea = useRefreshIdea();
  return useMutation({
    mutationFn: (content: string) =>
      callEndpoint(ideasContract.comment, { params: { id: ideaId }, body: { content } }),
    onSuccess: () => {
      void refreshIdea(ideaId);
      return queryClient.invalidateQueries({ queryKey: ideaQueryKeys.comments(ideaId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';
import { useRefreshIdea } from './use-refresh-idea';

/** Deletes a comment (its author, the idea's author or an admin). */
export function useDeleteComment(ideaId: string) {
  const queryClient = useQueryClient();
  const refreshIdea = useRefreshIdea();
  return useMutation({
    mutationFn: (commentId: string) =>
      callEndpoint(ideasContract.removeComment, { params: { id: ideaId, commentId } }),
    onSuccess: () => {
      void refreshIdea(ideaId);
      return queryClient.invalidateQueries({ queryKey: ideaQueryKeys.comments(ideaId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';

/** Deletes an idea with its likes and comments (its author or an admin). */
export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ideaId: string) => callEndpoint(ideasContract.remove, { params: { id: ideaId } }),
    onSuccess: (_answer, ideaId) => {
      queryClient.removeQueries({ queryKey: ideaQueryKeys.comments(ideaId) });
      return queryClient.invalidateQueries({ queryKey: ideaQueryKeys.lists });
    },
  });
}

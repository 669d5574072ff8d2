import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ideasContract } from '@cofound/shared/ideas/ideas.contract';
import type { IdeaValues } from '@cofound/shared/ideas/ideas.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { ideaQueryKeys } from './idea-query-keys';

/** Shares a new idea (no id) or saves the author's edit; the answer is the stored idea. */
export function useSaveIdea(ideaId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdeaValues) =>
      ideaId
        ? callEndpoint(ideasContract.update, { params: { id: ideaId }, body: input })
        : callEndpoint(ideasContract.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideaQueryKeys.lists }),
  });
}

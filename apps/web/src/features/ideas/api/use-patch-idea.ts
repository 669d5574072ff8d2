import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Idea, IdeaPage } from '@cofound/shared/ideas/ideas.schemas';
import { ideaQueryKeys } from './idea-query-keys';

export type IdeaPatch = (idea: Idea) => Partial<Idea>;

/** Changes one idea in every cached list page (likes, comment counts, edits). */
export function usePatchIdea() {
  const queryClient = useQueryClient();
  return useCallback(
    (ideaId: string, patch: IdeaPatch) => {
      queryClient.setQueriesData<InfiniteData<IdeaPage>>(
        { queryKey: ideaQueryKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((idea) =>
                idea.id === ideaId ? { ...idea, ...patch(idea) } : idea,
              ),
            })),
          },
      );
    },
    [queryClient],
  );
}

import type { IdeaFilters } from '../model/idea-filters';

export const ideaQueryKeys = {
  all: ['ideas'] as const,
  lists: ['ideas', 'list'] as const,
  list: (viewerId: string | null, filters: IdeaFilters) =>
    ['ideas', 'list', viewerId, filters] as const,
  one: (viewerId: string | null, ideaId: string) => ['ideas', 'one', viewerId, ideaId] as const,
  comments: (ideaId: string) => ['ideas', 'comments', ideaId] as const,
  interested: (ideaId: string) => ['ideas', 'interested', ideaId] as const,
};

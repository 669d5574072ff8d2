import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Circle, CirclePage } from '@cofound/shared/circles/circles.schemas';
import { circleQueryKeys } from './circle-query-keys';

export type CirclePatch = (circle: Circle) => Partial<Circle>;

/** Changes one circle wherever it is cached: every grid page and its own page. */
export function usePatchCircle() {
  const queryClient = useQueryClient();
  return useCallback(
    (circleId: string, patch: CirclePatch) => {
      const apply = (circle: Circle) =>
        circle.id === circleId ? { ...circle, ...patch(circle) } : circle;
      queryClient.setQueriesData<InfiniteData<CirclePage>>(
        { queryKey: circleQueryKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })),
          },
      );
      queryClient.setQueriesData<Circle>(
        { queryKey: circleQueryKeys.detail(circleId) },
        (circle) => circle && apply(circle),
      );
    },
    [queryClient],
  );
}

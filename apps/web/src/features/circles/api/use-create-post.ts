import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

type NewPost = { content: string; parentId?: string | undefined };

/** Posts in a circle, or replies to a post; the discussion (and the post's replies) follow. */
export function useCreatePost(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: NewPost) =>
      callEndpoint(circlesContract.post, {
        params: { id: circleId },
        body: parentId ? { content, parentId } : { content },
      }),
    onSuccess: (_post, { parentId }) => {
      if (parentId) {
        void queryClient.invalidateQueries({
          queryKey: circleQueryKeys.replies(circleId, parentId),
        });
      }
      return queryClient.invalidateQueries({ queryKey: circleQueryKeys.posts(circleId) });
    },
  });
}

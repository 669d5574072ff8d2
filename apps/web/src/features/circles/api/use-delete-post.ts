import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesContract } from '@cofound/shared/circles/circles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { circleQueryKeys } from './circle-query-keys';

type DeletedPost = { postId: string; parentId: string | null };

/** Deletes a post with its replies, or a reply (its author, the moderators, admins). */
export function useDeletePost(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId }: DeletedPost) =>
      callEndpoint(circlesContract.removePost, { params: { id: circleId, postId } }),
    onSuccess: (_answer, { postId, parentId }) => {
      queryClient.removeQueries({ queryKey: circleQueryKeys.replies(circleId, postId) });
      if (parentId) {
        void queryClient.invalidateQueries({
          queryKey: circleQueryKeys.replies(circleId, parentId),
        });
      }
      return queryClient.invalidateQueries({ queryKey: circleQueryKeys.posts(circleId) });
    },
  });
}

import type { CirclePost } from '@cofound/shared/circles/circles.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { usePostReplies } from '../api/use-post-replies';
import { PostBody, type DiscussionViewer } from './post-body';

export const REPLIES_FAILED = 'Failed to load the replies. Please try again.';

type PostRepliesProps = { post: CirclePost; circleId: string; viewer: DiscussionViewer };

/** A post's replies, oldest first, with Load more for the rest. */
export function PostReplies({ post, circleId, viewer }: PostRepliesProps) {
  const replies = usePostReplies(circleId, post.id, viewer.viewerId, true);
  const items = replies.data?.pages.flatMap((page) => page.items) ?? [];

  if (replies.isPending) {
    return (
      <LoadingRows
        label="Loading replies…"
        rows={Math.min(post.repliesCount, 3) || 1}
        rowClassName="h-12"
      />
    );
  }
  if (replies.isError && items.length === 0) {
    return <LoadError message={REPLIES_FAILED} onRetry={() => void replies.refetch()} />;
  }
  if (items.length === 0) return null;
  return (
    <div className="space-y-3">
      <ul aria-label={`Replies to ${post.author.name}`} className="space-y-4">
        {items.map((reply) => (
          <li key={reply.id}>
            <PostBody post={reply} circleId={circleId} viewer={viewer} />
          </li>
        ))}
      </ul>
      {replies.isFetchNextPageError && <Alert>{REPLIES_FAILED}</Alert>}
      {replies.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          Load more replies
        </Button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { useWhenNearScreen } from '../../../lib/use-when-near-screen';
import { useCirclePosts } from '../api/use-circle-posts';
import { useCirclePostsLive } from '../api/use-circle-posts-live';
import { useCreatePost } from '../api/use-create-post';
import type { DiscussionViewer } from './post-body';
import { PostComposer } from './post-composer';
import { PostItem } from './post-item';

type DiscussionProps = {
  circle: Pick<Circle, 'id' | 'name'>;
  viewer: DiscussionViewer;
  /** Join, for those who read but may not write yet. */
  joinAction: ReactNode;
};

/**
 * The circle's discussion, newest first and live: members write posts and replies, everyone
 * else who may read sees it with a call to join. Only shown to those who may read it.
 */
export function Discussion({ circle, viewer, joinAction }: DiscussionProps) {
  const posts = useCirclePosts(circle.id, viewer.viewerId, true);
  useCirclePostsLive(circle.id, true);
  const create = useCreatePost(circle.id);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const canAutoLoad = posts.hasNextPage && !posts.isFetchingNextPage && !posts.isFetchNextPageError;
  const sentinel = useWhenNearScreen(canAutoLoad, () => void posts.fetchNextPage());

  return (
    <section aria-labelledby="circle-discussion-heading" className={surfaceStyles('comfortable')}>
      <h2 id="circle-discussion-heading" className="text-base font-semibold text-slate-900">
        Discussion
      </h2>
      <div className="mt-3">
        {viewer.canTakePart ? (
          <PostComposer
            label="Share something with the circle"
            placeholder="Share something with the circle…"
            submitLabel="Post"
            onSubmit={(content) => create.mutateAsync({ content })}
          />
        ) : (
          <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium text-brand-900">{circleMessages.notMember}</p>
            {joinAction}
          </div>
        )}
      </div>
      <div className="mt-6">
        {posts.isPending ? (
          <LoadingRows label="Loading the discussion…" rows={3} rowClassName="h-20" />
        ) : posts.isError && items.length === 0 ? (
          <LoadError message={circleMessages.postsFailed} onRetry={() => void posts.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <MessagesSquare aria-hidden="true" className="size-6 text-brand-700" />
            <p className="text-sm text-slate-700">{circleMessages.noPosts}</p>
          </div>
        ) : (
          <ul aria-label="Posts" className="divide-y divide-slate-100">
            {items.map((post) => (
              <li key={post.id} className="py-4 first:pt-0">
                <PostItem post={post} circleId={circle.id} viewer={viewer} />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} className="flex flex-col items-center gap-3">
          {posts.isFetchNextPageError && (
            <Alert className="mt-3 w-full">{circleMessages.postsFailed}</Alert>
          )}
          {posts.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              loading={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {posts.isFetchingNextPage ? 'Loading…' : 'Load more posts'}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

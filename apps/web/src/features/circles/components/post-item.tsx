import { useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { ChevronDown, Reply } from 'lucide-react';
import type { CirclePost } from '@cofound/shared/circles/circles.schemas';
import { Button } from '../../../components/ui/button';
import { useCreatePost } from '../api/use-create-post';
import { repliesCountText } from '../model/members-count';
import { PostBody, type DiscussionViewer } from './post-body';
import { PostComposer } from './post-composer';
import { PostReplies } from './post-replies';

type PostItemProps = {
  post: CirclePost;
  circleId: string;
  viewer: DiscussionViewer;
};

/** One post of the discussion, with Reply, its replies, Delete and Report. */
export function PostItem({ post, circleId, viewer }: PostItemProps) {
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const repliesId = useId();
  const create = useCreatePost(circleId);

  const closeComposer = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };

  return (
    <PostBody
      post={post}
      circleId={circleId}
      viewer={viewer}
      actions={
        <>
          {viewer.canTakePart && (
            <Button
              ref={replyButton}
              variant="ghost"
              size="sm"
              aria-expanded={replying}
              aria-label={`Reply to ${post.author.name}`}
              onClick={() => setReplying((open) => !open)}
            >
              <Reply aria-hidden="true" className="size-4" />
              Reply
            </Button>
          )}
          {post.repliesCount > 0 && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={repliesOpen}
              aria-controls={repliesId}
              onClick={() => setRepliesOpen((open) => !open)}
            >
              <ChevronDown
                aria-hidden="true"
                className={clsx('size-4 transition-transform', repliesOpen && 'rotate-180')}
              />
              {repliesCountText(post.repliesCount)}
            </Button>
          )}
        </>
      }
    >
      {(repliesOpen || replying) && (
        <div id={repliesId} className="mt-3 space-y-3 border-l-2 border-slate-100 pl-3 sm:pl-4">
          {repliesOpen && <PostReplies post={post} circleId={circleId} viewer={viewer} />}
          {replying && (
            <PostComposer
              label={`Your reply to ${post.author.name}`}
              placeholder="Write a reply…"
              submitLabel="Reply"
              rows={2}
              autoFocus
              onCancel={closeComposer}
              onSubmit={async (content) => {
                await create.mutateAsync({ content, parentId: post.id });
                setRepliesOpen(true);
                closeComposer();
              }}
            />
          )}
        </div>
      )}
    </PostBody>
  );
}

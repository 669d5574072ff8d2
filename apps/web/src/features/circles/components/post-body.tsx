import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Flag } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { CirclePost } from '@cofound/shared/circles/circles.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { ReportDialog } from '../../safety/index';
import { useDeletePost } from '../api/use-delete-post';
import { formatPostDate, formatPostDateTime } from '../model/format-post-date';

export const DELETE_POST_FAILED = 'Could not delete the post. Please try again.';

/** Who reads the discussion: whether they may take part, and who they are. */
export type DiscussionViewer = {
  viewerId: string | null;
  profileId: string | null;
  /** A member or moderator of the circle: writes posts and replies. */
  canTakePart: boolean;
};

type PostBodyProps = {
  post: CirclePost;
  circleId: string;
  viewer: DiscussionViewer;
  /** Reply and the replies toggle, for a post. */
  actions?: ReactNode;
  /** The replies and the reply box, under the post. */
  children?: ReactNode;
};

/** A post or a reply: author, when, the text, and Delete and Report where the viewer may. */
export function PostBody({ post, circleId, viewer, actions, children }: PostBodyProps) {
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost(circleId);
  const isReply = post.parentId !== null;
  const noun = isReply ? 'reply' : 'post';
  const canReport = viewer.profileId !== null && viewer.profileId !== post.author.profileId;
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className="flex min-w-0 gap-2.5 sm:gap-3">
      <MemberAvatar
        name={post.author.name}
        imageUrl={post.author.imageUrl}
        size="xs"
        // A post's author a little larger where there is room for it.
        className={isReply ? undefined : 'sm:size-10 sm:text-sm'}
        decorative
        lazy
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 id={headingId} className="text-sm font-semibold">
            <span className="sr-only">{isReply ? 'Reply by ' : 'Post by '}</span>
            <Link
              to={`/profile/${post.author.profileId}`}
              className="text-slate-900 hover:text-brand-700 hover:underline"
            >
              {post.author.name}
            </Link>
          </h3>
          <time
            dateTime={post.createdAt}
            title={formatPostDateTime(post.createdAt)}
            className="text-xs text-slate-600"
          >
            {formatPostDate(post.createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
          {post.content}
        </p>
        {(actions || post.viewerCanDelete || canReport) && (
          <div className="mt-1 -ml-2 flex flex-wrap items-center gap-x-0.5 [&>button]:px-2">
            {actions}
            {post.viewerCanDelete && (
              <ConfirmDeleteButton
                trigger={{
                  variant: 'ghost',
                  size: 'sm',
                  'aria-label': `Delete ${noun} by ${post.author.name}`,
                }}
                title={isReply ? 'Delete reply?' : 'Delete post?'}
                description={
                  isReply
                    ? 'This reply will be deleted. This cannot be undone.'
                    : 'This post will be deleted with its replies. This cannot be undone.'
                }
                confirmLabel="Delete"
                pending={remove.isPending}
                onConfirm={(close) =>
                  remove.mutate(
                    { postId: post.id, parentId: post.parentId },
                    {
                      onSuccess: () => {
                        close();
                        toast.success(circleMessages.postDeleted);
                      },
                      onError: (error) => {
                        close();
                        toast.error(
                          isApiError(error) && [403, 404].includes(error.status)
                            ? error.message
                            : failureMessage(error, DELETE_POST_FAILED),
                        );
                      },
                    },
                  )
                }
              />
            )}
            {canReport && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Report ${noun} by ${post.author.name}`}
                onClick={() => setReporting(true)}
              >
                <Flag aria-hidden="true" className="size-4" />
                Report
              </Button>
            )}
          </div>
        )}
        {children}
      </div>
      {canReport && (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          profileId={post.author.profileId}
          name={post.author.name}
          content={{ kind: 'circle_post', id: post.id }}
        />
      )}
    </article>
  );
}

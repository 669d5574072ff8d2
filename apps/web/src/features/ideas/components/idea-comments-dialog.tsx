import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../session/index';
import { useDeleteComment } from '../api/use-delete-comment';
import { useIdeaComments } from '../api/use-idea-comments';
import { useIdeaCommentsLive } from '../api/use-idea-comments-live';
import { useIdeaSignIn } from '../model/use-idea-sign-in';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export const COMMENT_DELETE_FAILED = 'Could not delete the comment. Please try again.';

type IdeaCommentsDialogProps = {
  ideaId: string;
  /** The idea's title when the board has it. */
  title: string | undefined;
  onClose: () => void;
};

/** An idea's comments, oldest first, live for members, with the comment box. */
export function IdeaCommentsDialog({ ideaId, title, onClose }: IdeaCommentsDialogProps) {
  const { user } = useSession();
  const signIn = useIdeaSignIn();
  const comments = useIdeaComments(ideaId);
  const remove = useDeleteComment(ideaId);
  useIdeaCommentsLive(ideaId, Boolean(user));
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title ? `Comments on ${title}` : 'Comments'}>
        <div className="space-y-4">
          {comments.isPending ? (
            <LoadingRows label="Loading comments…" rows={3} />
          ) : comments.isError && items.length === 0 ? (
            <LoadError
              message={ideaMessages.commentsFailed}
              onRetry={() => void comments.refetch()}
            />
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">{ideaMessages.noComments}</p>
          ) : (
            <ul aria-label="Comments" className="divide-y divide-slate-100">
              {items.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  deleting={remove.isPending && remove.variables === comment.id}
                  reportable={Boolean(user) && comment.author.profileId !== user?.profileId}
                  onDelete={() =>
                    remove.mutate(comment.id, {
                      onSuccess: () => toast.success(ideaMessages.commentDeleted),
                      onError: () => toast.error(COMMENT_DELETE_FAILED),
                    })
                  }
                />
              ))}
            </ul>
          )}
          {comments.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              loading={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              Load more comments
            </Button>
          )}
          {user ? (
            <CommentForm ideaId={ideaId} />
          ) : (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => signIn({ action: 'comment', ideaId })}
            >
              Sign in to comment
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

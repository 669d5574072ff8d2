import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { IdeaComment } from '@cofound/shared/ideas/ideas.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { formatIdeaDate } from '../model/format-idea-date';
import { ReportContentButton } from './report-content-button';

type CommentItemProps = {
  comment: IdeaComment;
  deleting: boolean;
  onDelete: () => void;
  /** Report: a member reading someone else's comment. */
  reportable: boolean;
};

/** One comment: author, date, text, Report when someone else wrote it, Delete when allowed. */
export function CommentItem({ comment, deleting, onDelete, reportable }: CommentItemProps) {
  return (
    <li className="flex min-w-0 gap-3 py-3">
      <MemberAvatar
        name={comment.author.name}
        imageUrl={comment.author.imageUrl}
        size="xs"
        decorative
        lazy
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={`/profile/${comment.author.profileId}`}
            className="text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {comment.author.name}
          </Link>
          <time dateTime={comment.createdAt} className="text-xs text-slate-600">
            {formatIdeaDate(comment.createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
          {comment.content}
        </p>
      </div>
      {reportable && (
        <ReportContentButton
          label={`Report comment by ${comment.author.name}`}
          author={comment.author}
          content={{ kind: 'idea_comment', id: comment.id }}
        />
      )}
      {comment.viewerCanDelete && (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-label={`Delete comment by ${comment.author.name}`}
          loading={deleting}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      )}
    </li>
  );
}

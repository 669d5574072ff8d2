import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { ideaIndustryLabels, ideaStageLabels } from '@cofound/shared/ideas/ideas.options';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { CardSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { formatIdeaDate } from '../model/format-idea-date';
import { LikeButton } from './like-button';

type IdeaCardProps = {
  idea: Idea;
  likeBusy: boolean;
  onLike: () => void;
  onOpenComments: () => void;
  /**
   * 'Interested in building this' on others' ideas; on the author's own, who is interested and
   * Start a project.
   */
  interest?: ReactNode;
  /** Report, for members on ideas they did not write. */
  report?: ReactNode;
  /** Edit and Delete, when the viewer may (author; admins delete). */
  manage?: ReactNode;
};

/** One idea on the board. */
export function IdeaCard({
  idea,
  likeBusy,
  onLike,
  onOpenComments,
  interest,
  report,
  manage,
}: IdeaCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles('none', 'flex h-full min-w-0 flex-col p-5')}
    >
      <div className="flex flex-wrap gap-1.5 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
          {ideaIndustryLabels[idea.industry]}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">
          {ideaStageLabels[idea.stage]}
        </span>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900">
        {idea.title}
      </h3>
      <div className="mt-2 flex min-w-0 items-center gap-2 text-sm">
        <MemberAvatar
          name={idea.author.name}
          imageUrl={idea.author.imageUrl}
          size="xs"
          decorative
          lazy
        />
        <Link
          to={`/profile/${idea.author.profileId}`}
          className="min-w-0 truncate font-medium text-slate-800 hover:text-brand-700 hover:underline hover:underline-offset-4"
        >
          {idea.author.name}
        </Link>
      </div>
      <p className="mt-3 line-clamp-5 text-sm break-words whitespace-pre-line text-slate-700">
        {idea.description}
      </p>
      <div className="mt-4 space-y-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Skills needed
        </h4>
        <ChipList items={idea.skillsNeeded} label="Skills needed" tone="brand" />
        <h4 className="pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Roles needed
        </h4>
        <ChipList items={idea.rolesNeeded} label="Roles needed" />
      </div>
      <div className="mt-auto space-y-4 pt-4">
        {interest && <div className="flex flex-wrap items-center gap-2">{interest}</div>}
        <div className="flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-slate-100 pt-4">
          <LikeButton idea={idea} busy={likeBusy} onToggle={onLike} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Comments on ${idea.title}: ${idea.commentsCount}`}
            onClick={onOpenComments}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {idea.commentsCount}
          </Button>
          <time dateTime={idea.createdAt} className="ml-auto text-xs text-slate-600">
            {formatIdeaDate(idea.createdAt)}
          </time>
          {report}
          {manage && <div className="flex w-full justify-end gap-2">{manage}</div>}
        </div>
      </div>
    </article>
  );
}

/** The placeholder shown while a page of ideas loads. */
export function IdeaCardSkeleton() {
  return (
    <CardSkeleton testId="idea-card-skeleton" className="gap-3">
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="mt-4 h-8 w-32" />
    </CardSkeleton>
  );
}

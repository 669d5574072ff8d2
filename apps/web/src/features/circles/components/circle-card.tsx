import { useId, type ReactNode } from 'react';
import { Users } from 'lucide-react';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { CardSkeleton, Skeleton } from '../../../components/ui/skeleton';
import { membersCountText } from '../model/members-count';
import { CircleAvatar } from './circle-avatar';
import { IndustryBadge, PrivateBadge } from './circle-badges';
import { HeadingLink } from '../../../components/ui/text-link';

type CircleCardProps = {
  circle: Circle;
  /** Join, Request to join, Requested, Member or Moderator. */
  action: ReactNode;
};

/** One circle in the grid; its name opens its page. */
export function CircleCard({ circle, action }: CircleCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles('none', 'flex h-full min-w-0 flex-col p-5')}
    >
      <div className="flex min-w-0 items-start gap-3">
        <CircleAvatar name={circle.name} industry={circle.industry} imageUrl={circle.imageUrl} />
        <div className="min-w-0 flex-1">
          <h3
            id={headingId}
            className="text-lg leading-snug font-semibold break-words text-slate-900"
          >
            <HeadingLink to={`/circles/${circle.id}`}>{circle.name}</HeadingLink>
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <IndustryBadge industry={circle.industry} />
            {circle.isPrivate && <PrivateBadge />}
          </div>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700">
        {circle.description}
      </p>
      <div className="mt-auto flex min-h-[3.25rem] flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-100 pt-4">
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Users aria-hidden="true" className="size-4" />
          {membersCountText(circle.membersCount)}
        </span>
        {action}
      </div>
    </article>
  );
}

/** The placeholder shown while a page of circles loads. */
export function CircleCardSkeleton() {
  return (
    <CardSkeleton testId="circle-card-skeleton" className="gap-3">
      <div className="flex gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      </div>
      <Skeleton className="mt-2 h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-3 w-2/3" />
      <div className="mt-3 flex justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-20" />
      </div>
    </CardSkeleton>
  );
}

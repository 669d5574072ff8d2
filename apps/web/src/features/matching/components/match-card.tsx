import { useId } from 'react';
import { Link } from 'react-router';
import { Briefcase, Clock } from 'lucide-react';
import type { MatchCard as MatchCardData } from '@cofound/shared/matching/matching.schemas';
import { Skeleton } from '../../../components/ui/skeleton';
import { ArchetypeBadge } from '../../../components/member/archetype-badge';
import { experienceYears } from '../../../components/member/experience-years';
import { LastActive } from '../../../components/member/last-active';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { WatchPitchButton } from '../../../components/member/pitch-video';
import { MutualConnections } from '../../connections/index';
import { MatchReasons } from './match-reasons';
import { ScoreBadge } from '../../../components/member/score-badge';
import { TagList } from './tag-list';
import { HeadingLink } from '../../../components/ui/text-link';

/** One founder on the match deck: who they are, what they want, and why they match. */
export function MatchCard({ card }: { card: MatchCardData }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6"
    >
      <div className="flex items-start gap-4">
        <MemberAvatar name={card.name} imageUrl={card.imageUrl} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="text-xl font-bold break-words text-slate-900">
              <HeadingLink to={`/profile/${card.id}`}>{card.name}</HeadingLink>
            </h3>
            <ScoreBadge score={card.score} />
          </div>
          {card.title && <p className="mt-0.5 text-sm text-slate-700">{card.title}</p>}
          <LastActive period={card.lastActive} className="mt-1 flex text-xs text-slate-600" />
          <VerifiedBadge
            linkedinVerified={card.linkedinVerified}
            githubVerified={card.githubVerified}
            className="mt-1 mr-1.5"
          />
          <ArchetypeBadge archetype={card.archetype} className="mt-1" />
          <MutualConnections count={card.mutualConnections ?? 0} className="mt-1" />
        </div>
      </div>

      <dl className="grid gap-1.5 text-sm text-slate-700">
        {(card.founderRole || card.industry) && (
          <MemberFact icon={Briefcase} label="Role and industry" wrap>
            {[card.founderRole, card.industry].filter(Boolean).join(' · ')}
          </MemberFact>
        )}
        <MemberFact icon={Clock} label="Experience" wrap>
          {`${experienceYears(card.experience)} experience`}
        </MemberFact>
      </dl>

      <TagList label="Skills" items={card.skills} tone="brand" />
      <TagList label="Looking for" items={card.lookingFor} />
      <TagList label="Startup interests" items={card.startupInterests} />

      {card.bio && <p className="line-clamp-3 text-sm text-slate-700">{card.bio}</p>}

      {card.pitchUrl && <WatchPitchButton url={card.pitchUrl} name={card.name} />}

      <MatchReasons components={card.components} />

      <Link
        to={`/profile/${card.id}`}
        className="text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4"
      >
        View full profile<span className="sr-only"> of {card.name}</span>
      </Link>
    </article>
  );
}

/** The placeholder shown while the deck loads. */
export function MatchCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="match-card-skeleton"
      className="space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-lg"
    >
      <div className="flex items-start gap-4">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2 pt-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-3 w-5/6" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <Skeleton className="h-16" />
    </div>
  );
}

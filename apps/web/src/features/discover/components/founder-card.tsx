import { useId } from 'react';
import { Award, Briefcase, Clock, MapPin } from 'lucide-react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import type { DiscoverCard } from '@cofound/shared/discover/discover.schemas';
import { commitmentLabels, type Commitment } from '@cofound/shared/profiles/profiles.options';
import { ConnectButton, MutualConnections } from '../../connections/index';
import { ArchetypeBadge } from '../../../components/member/archetype-badge';
import { experienceYears } from '../../../components/member/experience-years';
import { LastActive } from '../../../components/member/last-active';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { VerifiedBadge } from '../../../components/member/verified-badge';
import { surfaceStyles } from '../../../components/ui/card';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { HeadingLink } from '../../../components/ui/text-link';
import { pluralize } from '../../../lib/plural';

const TOP_SKILLS = 3;

const levelStyles = {
  Beginner: 'bg-slate-100 text-slate-700',
  Intermediate: 'bg-sky-50 text-sky-800',
  Advanced: 'bg-violet-50 text-violet-800',
  Expert: 'bg-amber-50 text-amber-900',
} as const;

function place(card: DiscoverCard): string | null {
  const location = [card.city, card.country].filter(Boolean).join(', ');
  return location || null;
}

function zone(timeZone: string | null): string | null {
  return timeZone ? timeZone.replaceAll('_', ' ') : null;
}

type FounderCardProps = {
  card: DiscoverCard;
  onConnectionStateChange: (profileId: string, state: ConnectionState) => void;
};

/** One founder in Discover Co-Founders. */
export function FounderCard({ card, onConnectionStateChange }: FounderCardProps) {
  const headingId = useId();
  const skills = card.skills.slice(0, TOP_SKILLS);
  const moreSkills = card.skills.length - skills.length;
  const location = place(card);
  const timeZone = zone(card.timeZone);
  const commitment = card.commitment
    ? (commitmentLabels[card.commitment as Commitment] ?? null)
    : null;

  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles(
        'none',
        'flex h-full min-w-0 flex-col p-5 transition-shadow hover:shadow-md',
      )}
    >
      <div className="flex min-w-0 items-start gap-4">
        <MemberAvatar name={card.name} imageUrl={card.imageUrl} size="card" decorative lazy />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            <HeadingLink to={`/profile/${card.id}`}>{card.name}</HeadingLink>
            {card.isOwn && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
          </h3>
          {card.title && <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{card.title}</p>}
          <LastActive period={card.lastActive} className="mt-1 flex text-xs text-slate-600" />
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <VerifiedBadge
              linkedinVerified={card.linkedinVerified}
              githubVerified={card.githubVerified}
            />
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelStyles[card.reputation.level]}`}
              title={`Reputation ${card.reputation.total}`}
            >
              <Award aria-hidden="true" className="size-3.5" />
              {card.reputation.level}
              <span className="sr-only">
                {`reputation, ${pluralize(card.reputation.total, { one: 'point', other: 'points' })}`}
              </span>
            </span>
            <ArchetypeBadge archetype={card.archetype} />
          </div>
          <MutualConnections count={card.mutualConnections ?? 0} className="mt-2" />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-1.5 text-sm text-slate-700">
        {(card.founderRole || card.industry) && (
          <MemberFact icon={Briefcase} label="Role and industry">
            {[card.founderRole, card.industry].filter(Boolean).join(' · ')}
          </MemberFact>
        )}
        {(location || timeZone) && (
          <MemberFact icon={MapPin} label="Location and time zone">
            {[location, timeZone].filter(Boolean).join(' · ')}
          </MemberFact>
        )}
        <MemberFact icon={Clock} label="Experience and commitment">
          {[`${experienceYears(card.experience)} experience`, commitment]
            .filter(Boolean)
            .join(' · ')}
        </MemberFact>
      </dl>

      {skills.length > 0 && (
        <ul aria-label="Top skills" className="mt-4 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
            >
              {skill}
            </li>
          ))}
          {moreSkills > 0 && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              +{moreSkills} more
            </li>
          )}
        </ul>
      )}

      {card.lookingFor.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Looking for:</span>{' '}
          {card.lookingFor.join(', ')}
        </p>
      )}

      <div className="mt-auto pt-5">
        <ConnectButton
          profileId={card.id}
          profileName={card.name}
          state={card.connectionState}
          onStateChange={(state) => onConnectionStateChange(card.id, state)}
          size="sm"
          className="w-full sm:w-auto"
        />
      </div>
    </article>
  );
}

/** The placeholder shown while a page loads. */
export function FounderCardSkeleton() {
  return (
    <CardSkeleton testId="founder-card-skeleton">
      <div className="flex items-start gap-4">
        <div className="size-14 shrink-0 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <div className="h-3 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-3/5 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="mt-4 flex gap-2">
        <div className="h-6 w-24 animate-pulse rounded-full bg-slate-200" />
        <div className="h-6 w-20 animate-pulse rounded-full bg-slate-200" />
      </div>
      <div className="mt-6 h-9 w-28 animate-pulse rounded-lg bg-slate-200" />
    </CardSkeleton>
  );
}

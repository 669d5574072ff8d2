import { UserSearch } from 'lucide-react';
import { pitchMessages as m } from '@cofound/shared/pitch/pitch.schemas';
import { ArchetypeBadge } from '../../../components/member/archetype-badge';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ScoreBadge } from '../../../components/member/score-badge';
import { surfaceStyles } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { ConnectButton } from '../../connections/index';
import { usePitchRecommendations } from '../api/use-pitch-recommendations';
import { HeadingLink } from '../../../components/ui/text-link';

/** After a pitch: three members of the same industry who share a skill, by the match score. */
export function PitchRecommendations() {
  const query = usePitchRecommendations(true);
  return (
    <section aria-labelledby="pitch-recommendations" className="space-y-4">
      <h2 id="pitch-recommendations" className="text-xl font-semibold text-slate-900">
        Recommended co-founders
      </h2>
      <QueryState
        query={query}
        loading={{
          label: 'Loading recommendations…',
          rows: 3,
          rowClassName: 'h-40',
          className: 'grid gap-4 md:grid-cols-3',
        }}
        errorMessage={m.recommendationsFailed}
      >
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              icon={UserSearch}
              title={m.noRecommendations}
              description={m.noRecommendationsHint}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-3">
              {items.map((card) => (
                <li key={card.id} className={surfaceStyles('compact', 'flex flex-col gap-3')}>
                  <div className="flex items-start gap-3">
                    <MemberAvatar name={card.name} imageUrl={card.imageUrl} size="sm" decorative />
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900">
                        <HeadingLink to={`/profile/${card.id}`}>{card.name}</HeadingLink>
                      </h3>
                      {card.title && (
                        <p className="line-clamp-2 text-sm text-slate-600">{card.title}</p>
                      )}
                    </div>
                    <ScoreBadge score={card.score} />
                  </div>
                  <ArchetypeBadge archetype={card.archetype} className="self-start" />
                  <ChipList items={card.skills.slice(0, 3)} label="Skills" tone="brand" />
                  <div className="mt-auto">
                    <ConnectButton profileId={card.id} state="none" profileName={card.name} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

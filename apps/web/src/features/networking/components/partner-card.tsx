import { useId } from 'react';
import { Briefcase } from 'lucide-react';
import type { MatchCard } from '@cofound/shared/matching/matching.schemas';
import { ArchetypeBadge } from '../../../components/member/archetype-badge';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { WatchPitchButton } from '../../../components/member/pitch-video';
import { ScoreBadge } from '../../../components/member/score-badge';
import { surfaceStyles } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { HeadingLink } from '../../../components/ui/text-link';

/** Who the round is with: picture, name, title, match score, founder type, skills and bio. */
export function PartnerCard({ partner }: { partner: MatchCard }) {
  const headingId = useId();
  const roleAndIndustry = [partner.founderRole, partner.industry].filter(Boolean).join(' · ');
  return (
    <article
      aria-labelledby={headingId}
      className={surfaceStyles('comfortable', 'flex flex-col gap-4')}
    >
      <div className="flex items-start gap-4">
        <MemberAvatar name={partner.name} imageUrl={partner.imageUrl} size="md" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="text-lg font-bold break-words text-slate-900">
            <HeadingLink to={`/profile/${partner.id}`}>{partner.name}</HeadingLink>
          </h3>
          {partner.title && <p className="text-sm text-slate-700">{partner.title}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <ScoreBadge score={partner.score} />
            <ArchetypeBadge archetype={partner.archetype} />
          </div>
        </div>
      </div>
      {roleAndIndustry && (
        <dl className="text-sm text-slate-700">
          <MemberFact icon={Briefcase} label="Role and industry" wrap>
            {roleAndIndustry}
          </MemberFact>
        </dl>
      )}
      <ChipList items={partner.skills} label="Skills" tone="brand" />
      {partner.bio && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{partner.bio}</p>
      )}
      {partner.pitchUrl && <WatchPitchButton url={partner.pitchUrl} name={partner.name} />}
    </article>
  );
}

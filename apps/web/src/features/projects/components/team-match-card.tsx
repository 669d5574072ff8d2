import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Briefcase, Clock, Tag } from 'lucide-react';
import { projectStageLabels } from '@cofound/shared/projects/projects.options';
import type { TeamMatch } from '@cofound/shared/projects/team-matches.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { surfaceStyles } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { TeamFitBar } from './team-fit-bar';
import { TeamFitReasons } from './team-fit-reasons';
import { HeadingLink } from '../../../components/ui/text-link';

/** One team looking for someone like the member; `actions` are the page's buttons. */
export function TeamMatchCard({ match, actions }: { match: TeamMatch; actions: ReactNode }) {
  const more = match.memberCount - match.members.length;
  return (
    <article className={surfaceStyles('normal', 'flex min-w-0 flex-col gap-4')}>
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold text-slate-900">
          <HeadingLink to={`/projects/${match.projectId}`}>{match.teamName}</HeadingLink>
        </h2>
        <p className="text-sm text-slate-600">
          {match.project.title} · {projectStageLabels[match.project.stage]}
        </p>
      </div>
      <TeamFitBar score={match.score} />
      <TeamFitReasons components={match.components} />
      <p className="line-clamp-3 text-sm text-slate-700">{match.project.description}</p>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <MemberFact icon={Briefcase} label="Open role">
          {match.role ?? 'Any role'}
        </MemberFact>
        <MemberFact icon={Clock} label="Minimum experience">
          {match.minExperience === 0 ? 'Any experience' : `${match.minExperience}+ years`}
        </MemberFact>
        <MemberFact icon={Tag} label="Preferred industry">
          {match.preferredIndustry}
        </MemberFact>
      </dl>
      <ChipList
        items={match.requiredSkills}
        label={`Skills ${match.teamName} needs`}
        tone="brand"
      />
      <div className="flex items-center gap-2">
        <ul aria-label={`Team of ${match.teamName}`} className="flex -space-x-2">
          {match.members.map((person) => (
            <li key={person.profileId}>
              <Link to={`/profile/${person.profileId}`} title={person.name}>
                <MemberAvatar
                  name={person.name}
                  imageUrl={person.imageUrl}
                  size="sm"
                  className="ring-2 ring-white"
                />
              </Link>
            </li>
          ))}
        </ul>
        {more > 0 && <span className="text-sm text-slate-600">+{more} more</span>}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { Banknote, Clock, Layers, Tag } from 'lucide-react';
import { projectStageLabels } from '@cofound/shared/projects/projects.options';
import type { Project } from '@cofound/shared/projects/projects.schemas';
import { MemberPopup } from './member-popup';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { Card } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { fundingText } from '../model/funding-text';
import { RecommendedMembers } from './recommended-members';
import { TeamSection } from './team-section';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** Everything about a project: details, funding, description, what it needs, and its team. */
export function ProjectDetails({ project }: { project: Project }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <Section title="Description">
          <p className="whitespace-pre-line text-slate-700">{project.description}</p>
        </Section>
        <Section title="What the team needs">
          <h3 className="text-sm font-semibold text-slate-700">Required skills</h3>
          <ChipList items={project.skillsNeeded} label="Required skills" tone="brand" />
          <h3 className="text-sm font-semibold text-slate-700">Roles</h3>
          <ChipList items={project.rolesNeeded} label="Roles" />
        </Section>
        <Section title={`Current team (${project.team.members.length})`}>
          <TeamSection project={project} />
        </Section>
        {project.viewerCanEdit && (
          <Section title="Recommended members">
            <RecommendedMembers projectId={project.id} />
          </Section>
        )}
      </div>
      <aside aria-label="Project facts" className="min-w-0 space-y-6">
        <Card className="space-y-4 sm:p-6">
          <div className="flex min-w-0 items-center gap-3">
            <MemberAvatar
              name={project.owner.name}
              imageUrl={project.owner.imageUrl}
              size="sm"
              decorative
            />
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500 uppercase">Founder</p>
              <MemberPopup profileId={project.owner.profileId} name={project.owner.name} />
            </div>
          </div>
          <dl className="grid gap-2 text-sm text-slate-700">
            <MemberFact icon={Layers} label="Stage">
              {projectStageLabels[project.stage]}
            </MemberFact>
            <MemberFact icon={Tag} label="Industry">
              {project.industry}
            </MemberFact>
            <MemberFact icon={Banknote} label="Funding" wrap>
              {fundingText(project)}
            </MemberFact>
            <MemberFact icon={Clock} label="Minimum experience">
              {project.minExperience === 0
                ? 'Any experience'
                : `${project.minExperience}+ years experience`}
            </MemberFact>
          </dl>
        </Card>
      </aside>
    </div>
  );
}

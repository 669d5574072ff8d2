import { Layers, Users } from 'lucide-react';
import { projectStageLabels } from '@cofound/shared/projects/projects.options';
import type { ProjectSummary } from '@cofound/shared/projects/projects.schemas';
import { MemberFact } from '../../../components/member/member-fact';
import { surfaceStyles } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { HeadingLink } from '../../../components/ui/text-link';
import { pluralize } from '../../../lib/plural';

/** One of the member's projects on the dashboard: title, stage, team size, open roles. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <article className={surfaceStyles('normal', 'flex min-w-0 flex-col gap-3')}>
      <h3 className="truncate text-base font-semibold text-slate-900">
        <HeadingLink to={`/projects/${project.id}`}>{project.title}</HeadingLink>
      </h3>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <MemberFact icon={Layers} label="Stage and industry">
          {`${projectStageLabels[project.stage]} · ${project.industry}`}
        </MemberFact>
        <MemberFact icon={Users} label="Team size">
          {pluralize(project.teamSize, { one: 'team member', other: 'team members' })}
        </MemberFact>
      </dl>
      {project.openRoles.length > 0 && (
        <ChipList items={project.openRoles} label={`Open roles of ${project.title}`} />
      )}
    </article>
  );
}

import { useState } from 'react';
import { Users } from 'lucide-react';
import { agreementMessages as m } from '@cofound/shared/agreements/agreements.schemas';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextLink } from '../../../components/ui/text-link';
import { useFetchProjectTeam, useTeamProjects } from '../api/use-team-prefill';
import { foundersFromTeam, type FounderRow } from '../model/agreement-form';

export type TeamFill = { founders: FounderRow[]; projectTitle: string; left: number };

/**
 * Fills the founders in from the team of one of the member's projects (theirs, or one whose
 * team they joined): names, profile titles as roles, and an equal split to start from.
 */
export function TeamPrefill({ onFill }: { onFill: (fill: TeamFill) => void }) {
  const projects = useTeamProjects(true);
  const fetchTeam = useFetchProjectTeam();
  const [projectId, setProjectId] = useState('');
  const [filling, setFilling] = useState(false);
  const [failed, setFailed] = useState(false);

  if (projects.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading your projects…
      </p>
    );
  }
  if (projects.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <p>{m.projectsFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void projects.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (projects.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Building with a team on Cofound? <TextLink to="/projects/new">List your project</TextLink>{' '}
        and its team can fill this in.
      </p>
    );
  }

  const chosen = projectId || projects.data[0]!.id;
  const fill = async () => {
    setFilling(true);
    setFailed(false);
    try {
      const project = await fetchTeam(chosen);
      onFill({ ...foundersFromTeam(project.team.members), projectTitle: project.title });
    } catch {
      setFailed(true);
    } finally {
      setFilling(false);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Select
            label="Fill in from a project team"
            value={chosen}
            onChange={(event) => setProjectId(event.target.value)}
            options={projects.data.map((project) => ({ value: project.id, label: project.title }))}
          />
        </div>
        <Button variant="secondary" loading={filling} onClick={() => void fill()}>
          <Users aria-hidden="true" className="size-4" />
          Use this team
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {m.projectFailed}
        </p>
      )}
    </div>
  );
}

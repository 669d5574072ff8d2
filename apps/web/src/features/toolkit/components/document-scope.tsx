import { useSearchParams } from 'react-router';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { Select } from '../../../components/ui/select';
import { useOwnedProjects } from '../api/use-owned-projects';

/** ?project=<id>: whose work the page shows and saves, the member's own when absent. */
export function useDocumentScope(): [string | null, (projectId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') || null;
  const setProjectId = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('project', next);
        else updated.delete('project');
        return updated;
      },
      { replace: true },
    );
  return [projectId, setProjectId];
}

/** Picks whether the work is the member's own or one of their projects'. */
export function DocumentScopePicker({
  projectId,
  onChange,
}: {
  projectId: string | null;
  onChange: (projectId: string | null) => void;
}) {
  const projects = useOwnedProjects();
  const options = [
    { value: '', label: 'Just me' },
    ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.title })),
  ];
  if (projectId && !options.some((option) => option.value === projectId)) {
    options.push({ value: projectId, label: 'The chosen project' });
  }
  return (
    <div className="max-w-sm">
      <Select
        label="Work on"
        value={projectId ?? ''}
        options={options}
        hint={
          projects.isError
            ? toolkitMessages.projectsFailed
            : 'Keep a version for yourself or for each project you lead.'
        }
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}

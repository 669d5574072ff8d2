import { Link, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { projectStageLabels } from '@cofound/shared/projects/projects.options';
import { realtimeTopic } from '@cofound/shared/realtime';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic';
import { useProject } from '../api/use-project';
import { useTeamsLive } from '../api/use-teams-live';
import { DeleteProjectButton } from '../components/delete-project-button';
import { ProjectDetails } from '../components/project-details';
import { ProjectLoadState } from '../components/project-load-state';

/** /projects/{id}: a project, its team, and Edit and Delete for its owner and admins. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  useTeamsLive();
  useRealtimeTopic(realtimeTopic('project', id));
  return (
    <ProjectLoadState query={query}>
      {(project) => (
        <>
          <title>{`${project.title} · Cofound`}</title>
          <PageHeader
            title={project.title}
            description={`${projectStageLabels[project.stage]} · ${project.industry}`}
            actions={
              project.viewerCanEdit && (
                <div className="flex gap-2">
                  <Link
                    to={`/projects/${project.id}/edit`}
                    className={buttonStyles({ variant: 'secondary' })}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Link>
                  <DeleteProjectButton projectId={project.id} />
                </div>
              )
            }
          />
          <ProjectDetails project={project} />
        </>
      )}
    </ProjectLoadState>
  );
}

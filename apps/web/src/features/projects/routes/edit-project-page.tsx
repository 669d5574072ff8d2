import { useParams } from 'react-router';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useProject } from '../api/use-project';
import { ProjectForm } from '../components/project-form';
import { ProjectLoadState } from '../components/project-load-state';

/** /projects/{id}/edit: the same form, filled in; only for the owner and admins. */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  return (
    <ProjectLoadState query={query}>
      {(project) => (
        <>
          <title>{`Edit ${project.title} · Cofound`}</title>
          <PageHeader
            title="Edit Project"
            description="Update your project's details, funding and the skills and roles you are looking for."
          />
          {project.viewerCanEdit ? (
            <ProjectForm project={project} />
          ) : (
            <Alert>{projectMessages.notOwner}</Alert>
          )}
        </>
      )}
    </ProjectLoadState>
  );
}

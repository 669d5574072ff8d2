import { PageHeader } from '../../../components/ui/page-header';
import { ProjectForm } from '../components/project-form';

/** /projects/new: list a project you are building. */
export function NewProjectPage() {
  return (
    <>
      <title>New Project · Cofound</title>
      <PageHeader
        title="New Project"
        description="Describe your startup project, its stage and funding, and the skills and roles your team still needs."
      />
      <ProjectForm />
    </>
  );
}

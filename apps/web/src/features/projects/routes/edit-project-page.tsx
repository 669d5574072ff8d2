import { PageHeader } from '../../../components/ui/page-header';

export function EditProjectPage() {
  return (
    <PageHeader
      title="Edit Project"
      description="Update your project's details, funding and the skills and roles you are looking for."
    />
  );
}

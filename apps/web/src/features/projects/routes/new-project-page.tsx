import { PageHeader } from '../../../components/ui/page-header';

export function NewProjectPage() {
  return (
    <PageHeader
      title="New Project"
      description="Describe your startup project, its stage and funding, and the skills and roles your team still needs."
    />
  );
}

import { PageHeader } from '../../../components/ui/page-header';

export function ProjectPage() {
  return (
    <PageHeader
      title="Project Details"
      description="The project's description, funding, current team and the members recommended to join it."
    />
  );
}

import { PageHeader } from '../../../components/ui/page-header';

export function ConnectionsPage() {
  return (
    <PageHeader
      title="Connections"
      description="The founders you are connected with, and your conversations with them."
    />
  );
}

import { PageHeader } from '../../../components/ui/page-header';

export function CirclesPage() {
  return (
    <PageHeader
      title="Founder Circles"
      description="Join industry circles to meet founders who work in the same space as you."
    />
  );
}

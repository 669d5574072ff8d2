import { PageHeader } from '../../../components/ui/page-header';

export function AnalyticsPage() {
  return (
    <PageHeader
      title="Analytics"
      description="Engagement across the community: sign-ups, activity and returning members."
    />
  );
}

import { PageHeader } from '../../../components/ui/page-header';

export function RevenuePage() {
  return (
    <PageHeader
      title="Revenue"
      description="Subscription revenue by period, across the Pro and Business plans."
    />
  );
}

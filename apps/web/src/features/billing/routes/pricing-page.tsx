import { PageHeader } from '../../../components/ui/page-header';

export function PricingPage() {
  return (
    <PageHeader
      title="Pricing"
      description="Compare the Free, Pro and Business plans and choose the one that fits how you build."
    />
  );
}

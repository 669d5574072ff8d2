import { PageHeader } from '../../../components/ui/page-header';

export function PartnersPage() {
  return (
    <PageHeader
      title="Partners"
      description="Create partners such as accelerators, investors and universities, and import their members from a CSV file."
    />
  );
}

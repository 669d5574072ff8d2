import { PageHeader } from '../../../components/ui/page-header';

export function ToolkitPage() {
  return (
    <PageHeader
      title="Startup Toolkit"
      description="Calculators, templates and resources for early-stage founders, starting with the equity split calculator."
    />
  );
}

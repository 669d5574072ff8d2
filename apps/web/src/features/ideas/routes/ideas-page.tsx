import { PageHeader } from '../../../components/ui/page-header';

export function IdeasPage() {
  return (
    <PageHeader
      title="Startup Ideas"
      description="Share a startup idea, see what other founders want to build, and like or comment on the ideas you care about."
    />
  );
}

import { PageHeader } from '../../../components/ui/page-header';

export function PersonalityTestPage() {
  return (
    <PageHeader
      title="Founder Personality Test"
      description="Four quick questions that reveal your founder type, so you can look for co-founders who complement it."
    />
  );
}

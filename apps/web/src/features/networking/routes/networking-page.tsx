import { PageHeader } from '../../../components/ui/page-header';

export function NetworkingPage() {
  return (
    <PageHeader
      title="Speed Networking"
      description="Short, timed introductions that let you meet several potential co-founders in one sitting."
    />
  );
}

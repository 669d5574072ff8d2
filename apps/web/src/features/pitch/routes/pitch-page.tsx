import { PageHeader } from '../../../components/ui/page-header';

export function PitchPage() {
  return (
    <PageHeader
      title="Video Pitch"
      description="Record a 30-second video pitch of your idea and see the founders who match it best."
    />
  );
}

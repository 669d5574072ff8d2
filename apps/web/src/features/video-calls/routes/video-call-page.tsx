import { PageHeader } from '../../../components/ui/page-header';

export function VideoCallPage() {
  return (
    <PageHeader
      title="Video Call"
      description="The room for your intro call with another founder."
    />
  );
}

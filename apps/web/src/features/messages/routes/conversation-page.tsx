import { PageHeader } from '../../../components/ui/page-header';

export function ConversationPage() {
  return (
    <PageHeader
      title="Messages"
      description="Your private conversation with one of your connections."
    />
  );
}

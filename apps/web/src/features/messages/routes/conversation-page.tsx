import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { Chat } from '../components/chat';

/** /messages/{profileId}: the conversation with that member, as a page of its own. */
export function ConversationPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <TextLink to="/connections" className="inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All connections
      </TextLink>
      <div className="mt-4 h-[calc(100dvh-13rem)] max-h-[48rem] min-h-[26rem] overflow-hidden rounded-2xl border border-slate-200 shadow-sm">
        <Chat key={id} profileId={id} headingLevel={1} />
      </div>
    </div>
  );
}

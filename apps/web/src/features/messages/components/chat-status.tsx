import { UserX } from 'lucide-react';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/query-state';

/** The middle of the chat while it cannot show messages: loading, failed, or no such member. */
export function ChatStatus({
  state,
  onRetry,
}: {
  state: 'loading' | 'loadFailed' | 'notFound' | 'notConnected';
  onRetry: () => void;
}) {
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center p-6 text-center">
      {state === 'loading' && (
        <Spinner size="lg" label="Loading messages…" className="text-brand-700" />
      )}
      {state === 'loadFailed' && (
        <LoadError message={messageMessages.loadFailed} onRetry={onRetry} />
      )}
      {state === 'notFound' && (
        <p className="flex flex-col items-center gap-2 text-sm text-slate-600">
          <UserX aria-hidden="true" className="size-8 text-slate-500" />
          Profile not found
        </p>
      )}
      {state === 'notConnected' && <span className="sr-only">No conversation to show.</span>}
    </div>
  );
}

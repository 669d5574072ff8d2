import { Users } from 'lucide-react';
import {
  connectionMessages,
  type ConnectionList as List,
} from '@cofound/shared/connections/connections.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { ConnectionListItem } from './connection-list-item';
import { LoadError } from '../../../components/ui/query-state';

type ConnectionListProps = {
  q: string;
  data: List | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  selected: string | null;
  hrefWithChat: (profileId: string) => string;
};

/** The member's connections, or why there are none to show. */
export function ConnectionList({
  q,
  data,
  isPending,
  isError,
  onRetry,
  selected,
  hrefWithChat,
}: ConnectionListProps) {
  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          Loading connections…
        </p>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-14" />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return <LoadError message={connectionMessages.loadFailed} onRetry={onRetry} />;
  }
  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-10 text-center">
        <Users aria-hidden="true" className="mb-3 size-8 text-brand-700" />
        <p className="font-semibold text-slate-900">{messageMessages.noConnections}</p>
        <p className="mt-1 text-sm text-slate-600">
          {q ? (
            `No connection matches “${q}”.`
          ) : (
            <>
              Find founders to connect with in <TextLink to="/discover">Discover</TextLink>.
            </>
          )}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Connections" className="space-y-1">
      {data.items.map((item) => (
        <ConnectionListItem
          key={item.id}
          item={item}
          href={hrefWithChat(item.peer.profileId)}
          selected={item.peer.profileId === selected}
        />
      ))}
    </ul>
  );
}

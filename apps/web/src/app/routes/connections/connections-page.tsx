import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { UpcomingCalls } from '../../../features/video-calls/index';
import {
  useConnections,
  useConnectionsLive,
  ConnectionList,
  ConnectionSearch,
  RequestUsageNote,
  useConnectionsParams,
  useRevealChat,
} from '../../../features/connections/index';
import { ConnectionChatPane } from './connection-chat-pane';
import { surfaceStyles } from '../../../components/ui/card';

/**
 * /connections (docs/product.md#connections): search, the list of connections with their last
 * message and unread counts, and the chat with the one chosen: a 600 px pane beside the list on
 * wide screens, the whole screen on phones.
 */
export function ConnectionsPage() {
  const navigate = useNavigate();
  const { q, chat, hrefWithChat, setQ } = useConnectionsParams();
  const connections = useConnections(q);
  useConnectionsLive();
  const selected = connections.data?.items.find((item) => item.peer.profileId === chat);
  const pane = useRevealChat(chat);

  return (
    <>
      <PageHeader
        title="Connections"
        description="The founders you are connected with, and your conversations with them."
      />
      <UpcomingCalls className={clsx('mb-6', chat && 'hidden md:block')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label="Your connections"
          className={clsx('flex flex-col gap-3 md:h-[600px]', chat && 'hidden md:flex')}
        >
          <ConnectionSearch q={q} onSearch={setQ} />
          <RequestUsageNote />
          <div className={surfaceStyles('none', 'min-h-0 flex-1 overflow-y-auto p-2')}>
            <ConnectionList
              q={q}
              data={connections.data}
              isPending={connections.isPending}
              isError={connections.isError && !connections.data}
              onRetry={() => void connections.refetch()}
              selected={chat}
              hrefWithChat={hrefWithChat}
            />
          </div>
        </section>
        {chat ? (
          <section
            ref={pane}
            tabIndex={-1}
            aria-label="Conversation"
            className="fixed inset-0 z-40 flex flex-col bg-white md:static md:z-auto md:h-[600px] md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:shadow-sm focus:outline-none"
          >
            <ConnectionChatPane
              profileId={chat}
              connection={selected}
              onClose={() => void navigate(hrefWithChat(null))}
            />
          </section>
        ) : (
          <div className="hidden h-[600px] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center md:flex">
            <MessagesSquare aria-hidden="true" className="mb-3 size-8 text-brand-700" />
            <p className="font-semibold text-slate-900">Your conversations</p>
            <p className="mt-1 text-sm text-slate-600">
              Choose a connection to read and write messages.
            </p>
          </div>
        )}
      </div>
    </>
  );
}

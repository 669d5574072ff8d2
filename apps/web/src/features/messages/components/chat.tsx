import { useState } from 'react';
import { Flag } from 'lucide-react';
import { messageMessages, type Peer } from '@cofound/shared/messages/messages.schemas';
import { Alert } from '../../../components/ui/alert';
import type { MenuAction } from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { ReportDialog } from '../../safety/index';
import { PeerCalls, ScheduleCallButton } from '../../video-calls/index';
import { useLoadOlder } from '../api/use-load-older';
import { useSendMessage } from '../api/use-send-message';
import { useThread } from '../api/use-thread';
import { useThreadLive } from '../api/use-thread-live';
import { chatProblemOf } from '../model/chat-problem';
import { useMarkReadWhenSeen } from '../model/use-mark-read-when-seen';
import { usePeerTyping } from '../model/use-peer-typing';
import { useTypingNotifier } from '../model/use-typing-notifier';
import { ChatHeader } from './chat-header';
import { ChatStatus } from './chat-status';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

/** Short-lived: the message appearing in the list is the real confirmation. */
const SENT_TOAST = { id: 'message-sent', duration: 1500 } as const;

type ChatProps = {
  profileId: string;
  /** Known before the conversation loads (from the list of connections). */
  peer?: Peer | undefined;
  /** 1 when the chat is the page (/messages/{id}), 2 inside /connections. */
  headingLevel?: 1 | 2;
  onBack?: (() => void) | undefined;
  /** More entries for the header menu, e.g. Remove connection. */
  actions?: readonly MenuAction[];
  /** After the peer's messages were marked read. */
  onRead?: () => void;
};

/**
 * A live conversation with one connection (docs/product.md#messages): messages newest last,
 * new ones arriving over the realtime channel, read receipts, typing indicator, composer.
 */
export function Chat({
  profileId,
  peer,
  headingLevel = 2,
  onBack,
  actions = [],
  onRead,
}: ChatProps) {
  const thread = useThread(profileId);
  useThreadLive(profileId);
  const typing = usePeerTyping(profileId);
  const notifyTyping = useTypingNotifier(profileId);
  const send = useSendMessage(profileId);
  const older = useLoadOlder(profileId);
  const [refused, setRefused] = useState(false);
  const [report, setReport] = useState<{ messageId?: string } | null>(null);
  useMarkReadWhenSeen(profileId, thread.data?.items ?? [], onRead);

  const shownPeer = thread.data?.peer ?? peer;
  const name = shownPeer?.name ?? 'this member';
  const problem = refused ? 'notConnected' : chatProblemOf(thread.error);

  const onSend = async (body: string) => {
    try {
      await send.mutateAsync(body);
      toast.success(messageMessages.sent, SENT_TOAST);
    } catch (error) {
      if (isApiError(error) && error.status === 403) setRefused(true);
      else toast.error(failureMessage(error, messageMessages.sendFailed));
      throw error;
    }
  };
  const loadOlder = (cursor: string) =>
    older.mutate(cursor, { onError: () => toast.error(messageMessages.loadFailed) });

  return (
    <div className="flex h-full min-h-0 flex-col bg-white">
      {headingLevel === 1 && <title>{`${shownPeer?.name ?? 'Messages'} · Cofound`}</title>}
      <ChatHeader
        peer={shownPeer}
        headingLevel={headingLevel}
        onBack={onBack}
        aside={
          shownPeer &&
          thread.data &&
          problem === null && (
            <ScheduleCallButton
              profileId={shownPeer.profileId}
              name={shownPeer.name}
              size="sm"
              compact
            />
          )
        }
        actions={[
          ...actions,
          { label: `Report ${name}`, icon: Flag, onSelect: () => setReport({}) },
        ]}
      />
      {shownPeer && problem === null && <PeerCalls peerProfileId={shownPeer.profileId} />}
      {thread.data ? (
        <MessageList
          peerName={name}
          items={thread.data.items}
          hasOlder={thread.data.olderCursor !== null}
          loadingOlder={older.isPending}
          onLoadOlder={() => thread.data?.olderCursor && loadOlder(thread.data.olderCursor)}
          onReport={(messageId) => setReport({ messageId })}
        />
      ) : (
        <ChatStatus
          state={thread.isPending ? 'loading' : (problem ?? 'loadFailed')}
          onRetry={() => void thread.refetch()}
        />
      )}
      <TypingIndicator name={name} typing={typing && problem === null} />
      {problem === 'notConnected' ? (
        <div className="border-t border-slate-200 p-3">
          <Alert tone="info">{messageMessages.notConnected}</Alert>
        </div>
      ) : (
        problem !== 'notFound' && (
          <MessageComposer
            peerName={name}
            disabled={!thread.data}
            onSend={onSend}
            onTyping={notifyTyping}
          />
        )
      )}
      {shownPeer && (
        <ReportDialog
          open={report !== null}
          onOpenChange={(open) => !open && setReport(null)}
          profileId={shownPeer.profileId}
          name={shownPeer.name}
          messageId={report?.messageId}
        />
      )}
    </div>
  );
}

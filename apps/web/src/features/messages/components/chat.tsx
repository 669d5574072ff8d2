import { useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { messageMessages, type Peer } from '@cofound/shared/messages/messages.schemas';
import { Alert } from '../../../components/ui/alert';
import type { MenuAction } from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { ReportDialog } from '../../safety/index';
import { SuccessPredictionBadge } from '../../success-prediction/index';
import { PeerCalls, ScheduleCallButton } from '../../video-calls/index';
import { useLoadOlder } from '../api/use-load-older';
import { useSendMessage } from '../api/use-send-message';
import { useThread } from '../api/use-thread';
import { useThreadLive } from '../api/use-thread-live';
import { chatProblemOf } from '../model/chat-problem';
import type { OutgoingMessage } from '../model/outbox';
import { useMarkReadWhenSeen } from '../model/use-mark-read-when-seen';
import { usePeerTyping } from '../model/use-peer-typing';
import { useTypingNotifier } from '../model/use-typing-notifier';
import { ChatHeader } from './chat-header';
import { ChatStatus } from './chat-status';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

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
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(0);
  useMarkReadWhenSeen(profileId, thread.data?.items ?? [], onRead);

  const shownPeer = thread.data?.peer ?? peer;
  const name = shownPeer?.name ?? 'this member';
  const problem = refused ? 'notConnected' : chatProblemOf(thread.error);
  // A peer who deleted their account leaves the conversation to read, not to answer.
  const peerDeleted = thread.data?.peer.deleted === true;
  const live = problem === null && !peerDeleted;

  const update = (id: string, change: Partial<OutgoingMessage> | null) =>
    setOutbox((list) =>
      change === null
        ? list.filter((message) => message.id !== id)
        : list.map((message) => (message.id === id ? { ...message, ...change } : message)),
    );
  /**
   * Sends one message shown in the outbox. A failure stays on the message, with Retry; only
   * 'not connected' rejects (the composer keeps the text, the chat says why).
   */
  const deliver = async (id: string, body: string) => {
    try {
      await send.mutateAsync(body);
      update(id, null);
      // Cleared first, so that the same words are announced again for the next message.
      setAnnouncement('');
      setTimeout(() => setAnnouncement(messageMessages.sent), 50);
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        update(id, null);
        setRefused(true);
        throw error;
      }
      update(id, { state: 'failed', error: failureMessage(error, messageMessages.sendFailed) });
    }
  };
  const onSend = (body: string) => {
    nextId.current += 1;
    const id = `outgoing-${nextId.current}`;
    setOutbox((list) => [...list, { id, body, state: 'sending' }]);
    return deliver(id, body);
  };
  const retry = (id: string) => {
    const message = outbox.find((candidate) => candidate.id === id);
    if (!message || outbox.some((candidate) => candidate.state === 'sending')) return;
    update(id, { state: 'sending' });
    void deliver(id, message.body).catch(() => {});
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
        deleted={peerDeleted}
        aside={
          shownPeer &&
          thread.data &&
          live && (
            <>
              <SuccessPredictionBadge profileId={shownPeer.profileId} name={shownPeer.name} />
              <ScheduleCallButton
                profileId={shownPeer.profileId}
                name={shownPeer.name}
                size="sm"
                compact
              />
            </>
          )
        }
        actions={
          peerDeleted
            ? actions
            : [...actions, { label: `Report ${name}`, icon: Flag, onSelect: () => setReport({}) }]
        }
      />
      {shownPeer && live && <PeerCalls peerProfileId={shownPeer.profileId} />}
      {thread.data ? (
        <MessageList
          peerName={name}
          items={thread.data.items}
          hasOlder={thread.data.olderCursor !== null}
          loadingOlder={older.isPending}
          onLoadOlder={() => thread.data?.olderCursor && loadOlder(thread.data.olderCursor)}
          onReport={(messageId) => setReport({ messageId })}
          outbox={outbox}
          onRetry={retry}
        />
      ) : (
        <ChatStatus
          state={thread.isPending ? 'loading' : (problem ?? 'loadFailed')}
          onRetry={() => void thread.refetch()}
        />
      )}
      <TypingIndicator name={name} typing={typing && problem === null} />
      {problem === 'notConnected' || peerDeleted ? (
        <div className="border-t border-slate-200 p-3">
          <Alert tone="info">
            {peerDeleted ? messageMessages.peerDeleted : messageMessages.notConnected}
          </Alert>
        </div>
      ) : (
        problem !== 'notFound' && (
          <MessageComposer
            peerName={name}
            disabled={!thread.data}
            busy={outbox.some((message) => message.state === 'sending')}
            onSend={onSend}
            onTyping={notifyTyping}
          />
        )
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
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

import type { Message } from '@cofound/shared/messages/messages.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { Button } from '../../../components/ui/button';
import { asThreadMessage, type OutgoingMessage } from '../model/outbox';
import { useChatScroll } from '../model/use-chat-scroll';
import { MessageBubble } from './message-bubble';
import { OutgoingBubble } from './outgoing-bubble';

type MessageListProps = {
  peerName: string;
  items: readonly Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (messageId: string) => void;
  /** My messages still on their way, after the stored ones. */
  outbox?: readonly OutgoingMessage[];
  onRetry?: (id: string) => void;
};

/** The conversation, newest last, scrolled to the bottom; 'Load older' keeps the reader's place. */
export function MessageList({
  peerName,
  items,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReport,
  outbox = [],
  onRetry = () => {},
}: MessageListProps) {
  const { ref, onScroll } = useChatScroll(
    outbox.length === 0 ? items : [...items, ...outbox.map(asThreadMessage)],
  );
  const sending = outbox.some((message) => message.state === 'sending');
  const myLast = items.findLast((message) => message.fromMe)?.id;
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${peerName}`}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button variant="secondary" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            Load older
          </Button>
        </div>
      )}
      {items.length === 0 && outbox.length === 0 ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-600">
          {messageMessages.empty}
        </p>
      ) : (
        <ol className="space-y-3">
          {items.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              showReceipt={message.id === myLast}
              onReport={onReport}
            />
          ))}
          {outbox.map((message) => (
            <OutgoingBubble
              key={message.id}
              message={message}
              blocked={sending}
              onRetry={onRetry}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

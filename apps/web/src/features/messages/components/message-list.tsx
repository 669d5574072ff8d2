import type { Message } from '@cofound/shared/messages/messages.schemas';
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { Button } from '../../../components/ui/button';
import { useChatScroll } from '../model/use-chat-scroll';
import { MessageBubble } from './message-bubble';

type MessageListProps = {
  peerName: string;
  items: readonly Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (messageId: string) => void;
};

/** The conversation, newest last, scrolled to the bottom; 'Load older' keeps the reader's place. */
export function MessageList({
  peerName,
  items,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReport,
}: MessageListProps) {
  const { ref, onScroll } = useChatScroll(items);
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
      {items.length === 0 ? (
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
        </ol>
      )}
    </div>
  );
}

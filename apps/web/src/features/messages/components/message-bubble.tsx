import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import type { Message } from '@cofound/shared/messages/messages.schemas';
import { ActionMenu } from '../../../components/ui/dropdown-menu';
import { formatMessageTime } from '../model/message-time';
import { readReceiptOf } from '../model/read-receipt';

type MessageBubbleProps = {
  message: Message;
  /** My newest message carries the read receipt ('Sent' or 'Read'); the others their time. */
  showReceipt: boolean;
  onReport: (messageId: string) => void;
};

/** One message: mine on the right, theirs on the left with a menu to report it. */
export function MessageBubble({ message, showReceipt, onReport }: MessageBubbleProps) {
  const receipt = showReceipt ? readReceiptOf(message) : null;
  const stamp = receipt?.at ?? message.createdAt;
  const time = formatMessageTime(stamp);
  return (
    <li
      className={clsx('flex items-start gap-1', message.fromMe ? 'justify-end' : 'justify-start')}
    >
      <div
        className={clsx('flex max-w-[85%] flex-col sm:max-w-[75%]', message.fromMe && 'items-end')}
      >
        <p
          className={clsx(
            'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
            message.fromMe
              ? 'rounded-br-md bg-brand-600 text-white'
              : 'rounded-bl-md bg-slate-100 text-slate-900',
          )}
        >
          {message.body}
        </p>
        <p className="mt-1 px-1 text-xs text-slate-600">
          {receipt && <span className="font-medium">{receipt.label} </span>}
          <time dateTime={stamp}>{time}</time>
        </p>
      </div>
      {!message.fromMe && (
        <ActionMenu
          label={`Options for the message sent ${time}`}
          align="start"
          triggerClassName="size-8 text-slate-500"
          actions={[{ label: 'Report message', icon: Flag, onSelect: () => onReport(message.id) }]}
        />
      )}
    </li>
  );
}

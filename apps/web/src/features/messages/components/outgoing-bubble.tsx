import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { OutgoingMessage } from '../model/outbox';

type OutgoingBubbleProps = {
  message: OutgoingMessage;
  /** Another message is being sent: one at a time. */
  blocked: boolean;
  onRetry: (id: string) => void;
};

/** One of my messages not yet stored: 'Sending…', or why it failed with Retry. */
export function OutgoingBubble({ message, blocked, onRetry }: OutgoingBubbleProps) {
  const failed = message.state === 'failed';
  return (
    <li className="flex justify-end" data-state={message.state}>
      <div className="flex max-w-[85%] flex-col items-end sm:max-w-[75%]">
        <p
          className={
            failed
              ? 'rounded-2xl rounded-br-md border border-red-300 bg-red-50 px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-red-950'
              : 'rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-white'
          }
        >
          {message.body}
        </p>
        {failed ? (
          <div className="mt-1 flex flex-wrap items-center justify-end gap-2 px-1">
            <p className="text-xs font-medium text-red-700">{message.error}</p>
            <Button
              variant="secondary"
              size="sm"
              disabled={blocked}
              onClick={() => onRetry(message.id)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        ) : (
          <p className="mt-1 px-1 text-xs text-slate-600">Sending…</p>
        )}
      </div>
    </li>
  );
}

import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import type { RoundMessage } from '@cofound/shared/networking/networking.schemas';

type RoundMessagesProps = { messages: readonly RoundMessage[]; partnerName: string };

/** The round's chat, oldest first, kept scrolled to the newest; mine on the right. */
export function RoundMessages({ messages, partnerName }: RoundMessagesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const list = ref.current;
    if (list && lastId) list.scrollTop = list.scrollHeight;
  }, [lastId]);
  return (
    <div
      ref={ref}
      role="log"
      aria-label={`Chat with ${partnerName}`}
      tabIndex={0}
      className="h-64 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:h-72 sm:px-4"
    >
      {messages.length === 0 ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-slate-600">
          No messages yet. Say hello!
        </p>
      ) : (
        <ol className="space-y-2">
          {messages.map((message) => (
            <li
              key={message.id}
              className={clsx('flex', message.fromMe ? 'justify-end' : 'justify-start')}
            >
              <p
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
                  message.fromMe
                    ? 'rounded-br-md bg-brand-600 text-white'
                    : 'rounded-bl-md bg-slate-100 text-slate-900',
                )}
              >
                <span className="sr-only">{message.fromMe ? 'You' : partnerName}: </span>
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

import type { RealtimeClientMessage } from '@cofound/shared/realtime';

type Send = (message: RealtimeClientMessage) => void;

/** The topics this page watches (with how many components ask), kept across reconnects. */
const watched = new Map<string, number>();
let send: Send | null = null;

/** Watches a topic until the returned function is called; the socket hears it while open. */
export function watchTopic(topic: string): () => void {
  const count = watched.get(topic) ?? 0;
  watched.set(topic, count + 1);
  if (count === 0) send?.({ type: 'watch', topic });
  return () => {
    const left = (watched.get(topic) ?? 1) - 1;
    if (left > 0) {
      watched.set(topic, left);
      return;
    }
    watched.delete(topic);
    send?.({ type: 'unwatch', topic });
  };
}

/** The open socket's sender (null when closed); a new socket is told every watched topic. */
export function attachTopicSender(sender: Send | null): void {
  send = sender;
  if (sender) for (const topic of watched.keys()) sender({ type: 'watch', topic });
}
